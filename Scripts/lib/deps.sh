# Sourced by Scripts/shell, Scripts/test and Scripts/install: installs what a fresh
# Debian 12 with the Swift 6 toolchain lacks, and nothing when it is all there.
#
# Each entry is "command-or-file:package". Only missing ones are installed, so a machine
# that has everything pays one `command -v` per entry and never touches apt.

navsh_missing_packages() {
    local entry probe package missing=()
    for entry in "$@"; do
        probe=${entry%%:*}
        package=${entry#*:}
        case $probe in
            /*) [ -e "$probe" ] || missing+=("$package") ;;
            *) command -v "$probe" >/dev/null 2>&1 || missing+=("$package") ;;
        esac
    done
    printf '%s\n' "${missing[@]}"
}

# navsh_ensure_packages ENTRY...: install the packages whose probe is missing.
navsh_ensure_packages() {
    local missing
    missing=$(navsh_missing_packages "$@" | sort -u | tr '\n' ' ')
    [ -n "${missing// /}" ] || return 0
    local sudo=""
    if [ "$(id -u)" -ne 0 ]; then
        if command -v sudo >/dev/null 2>&1; then sudo="sudo"; else
            echo "navsh: missing packages: $missing (run as root, or install them)" >&2
            return 1
        fi
    fi
    echo "navsh: installing $missing" >&2
    export DEBIAN_FRONTEND=noninteractive
    # Refresh the package lists at most once per machine boot; a stale list fails installs.
    if [ ! -e /tmp/.navsh-apt-updated ]; then
        $sudo apt-get update -qq >&2 && touch /tmp/.navsh-apt-updated
    fi
    # shellcheck disable=SC2086
    $sudo apt-get install -y -qq --no-install-recommends $missing >&2
}

# What building navsh needs: libedit's header, and the static C++ standard library that
# release builds link in (Scripts/lib/link), which the Swift toolchain's own dependency
# libstdc++-12-dev nearly always brings already.
NAVSH_BUILD_DEPS=(
    /usr/include/histedit.h:libedit-dev
    "/usr/lib/gcc/$(uname -m)-linux-gnu/12/libstdc++.a:libstdc++-12-dev"
)
# What the full test run needs on top: man page lint and rendering, a terminal for the
# interactive end-to-end tests, Graphviz for the rendered graphs, GNU time for the hostile
# input tests' memory budgets.
NAVSH_TEST_DEPS=(
    /usr/bin/time:time
    mandoc:mandoc
    man:man-db
    tmux:tmux
    dot:graphviz
)
