#!/usr/bin/env bash
# Drives an interactive program in a real pseudo-terminal, through a private tmux server,
# for the end-to-end tests (InteractiveTests.swift) and for trying things by hand.
#
#   drive.sh start DIR COLS ROWS [NAME=VALUE...] -- COMMAND [ARG...]
#   drive.sh type DIR TEXT             send TEXT literally (UTF-8 is fine)
#   drive.sh keys DIR KEY...           send tmux key names: Tab Enter C-c C-d Up ...
#   drive.sh screen DIR [-e]           print the screen (-e: with colour escapes)
#   drive.sh cursor-line DIR           print the line the cursor is on
#   drive.sh wait DIR REGEX            wait until some line of the screen matches REGEX
#   drive.sh wait-line DIR REGEX [COL] wait until the cursor's line matches REGEX (and
#                                      the cursor is at column COL, counted from 0)
#   drive.sh resize DIR COLS ROWS      resize the terminal (the program gets SIGWINCH)
#   drive.sh wait-exit DIR             wait for the program to end, print its exit status
#   drive.sh stop DIR                  end the tmux server
#
# DIR holds the server's socket, its config and the exit status; one DIR per session, so sessions run in
# parallel. The program gets exactly the environment given (plus TERM=screen and a
# PATH), never the caller's. Waits poll every 20 ms and give up after $DRIVE_TIMEOUT
# seconds (default 10), printing the screen to stderr, so a test fails fast and says why.
set -euo pipefail

timeout=${DRIVE_TIMEOUT:-30}

die() {
    printf 'drive.sh: %s\n' "$*" >&2
    exit 2
}

[ $# -ge 2 ] || die "usage: drive.sh start|type|keys|screen|cursor-line|wait|wait-line|resize|wait-exit|stop DIR ..."
command=$1
dir=$2
shift 2
socket=$dir/tmux.sock

t() { tmux -u -S "$socket" "$@"; }

# until_true DESCRIPTION COMMAND...: polls COMMAND until it succeeds or time runs out.
until_true() {
    local description=$1
    shift
    local deadline=$(($(date +%s%N) + timeout * 1000000000))
    while ! "$@"; do
        if [ "$(date +%s%N)" -gt "$deadline" ]; then
            printf 'drive.sh: timed out after %ss waiting for %s; the screen:\n' "$timeout" "$description" >&2
            t capture-pane -p >&2 || true
            exit 1
        fi
        sleep 0.02
    done
}

screen_matches() { t capture-pane -p | grep -Eq -- "$1"; }

cursor_line() {
    local y
    y=$(t display-message -p '#{cursor_y}')
    t capture-pane -p -S "$y" -E "$y"
}

# cursor_line_matches REGEX [COLUMN]: the cursor's line (trailing spaces trimmed, as
# erased cells are spaces too) matches, and the cursor stands at COLUMN if given, which
# is how a trailing space typed or completed shows.
cursor_line_matches() {
    cursor_line | grep -Eq -- "$1" || return 1
    [ -z "${2:-}" ] || [ "$(t display-message -p '#{cursor_x}')" = "$2" ]
}

exited() { [ -s "$dir/status" ]; }

case $command in
start)
    [ $# -ge 3 ] || die "start DIR COLS ROWS [NAME=VALUE...] -- COMMAND..."
    cols=$1 rows=$2
    shift 2
    environment=()
    while [ $# -gt 0 ] && [ "$1" != -- ]; do
        environment+=("$1")
        shift
    done
    [ "${1:-}" = -- ] || die "start: missing -- before the command"
    shift
    [ $# -ge 1 ] || die "start: missing command"
    mkdir -p "$dir"
    # The pane keeps its exit status (remain-on-exit) so wait-exit can read it.
    cat >"$dir/tmux.conf" <<'CONF'
set -g default-terminal screen
set -g remain-on-exit on
set -g status off
set -g history-limit 1000
CONF
    rm -f "$dir/status"
    # bash records the exit status (tmux's own #{pane_dead_status} is sometimes never
    # set). It is safe around Ctrl-C: bash waiting for a foreground program that
    # survives SIGINT carries on (its "wait and cooperative exit").
    quoted=$(printf '%q ' "$@")
    runner="$quoted; echo \$? >$(printf '%q' "$dir/status")"
    # The server outlives this script, so it must hold none of the caller's descriptors:
    # not its stdout (a caller reading it to the end would wait for the server to exit),
    # nor any other (Foundation's Process waits for a socket it passes to every child).
    (
        for fd in /proc/$BASHPID/fd/*; do
            fd=${fd##*/}
            if [ "$fd" -gt 2 ] && [ "$fd" -ne 255 ]; then eval "exec $fd>&-"; fi
        done
        # Nor its blocked signals: a caller on a libdispatch thread (Swift's test
        # runner) blocks nearly all, and Ctrl-C, SIGWINCH or kill-server would never land.
        exec perl -MPOSIX -e 'sigprocmask(SIG_SETMASK, POSIX::SigSet->new) or die; exec {$ARGV[0]} @ARGV' \
            env -i PATH=/usr/local/bin:/usr/bin:/bin TERM=screen "${environment[@]}" \
            tmux -u -S "$socket" -f "$dir/tmux.conf" new-session -d -c "$dir" -x "$cols" -y "$rows" \
            "exec bash --norc --noprofile -c $(printf '%q' "$runner")"
    ) </dev/null >/dev/null 2>"$dir/tmux.log"
    # The size asked for is the size kept: no client will ever attach to shrink it.
    t set-option -g window-size manual </dev/null >/dev/null 2>&1 || true
    ;;
type)
    [ $# -eq 1 ] || die "type DIR TEXT"
    t send-keys -l -- "$1"
    ;;
keys)
    t send-keys -- "$@"
    ;;
screen)
    if [ "${1:-}" = -e ]; then t capture-pane -p -e; else t capture-pane -p; fi
    ;;
cursor-line)
    cursor_line
    ;;
wait)
    [ $# -eq 1 ] || die "wait DIR REGEX"
    until_true "a line matching '$1'" screen_matches "$1"
    ;;
wait-line)
    [ $# -ge 1 ] && [ $# -le 2 ] || die "wait-line DIR REGEX [COLUMN]"
    until_true "the cursor's line to match '$1'${2:+ with the cursor at column $2}" cursor_line_matches "$@"
    ;;
resize)
    [ $# -eq 2 ] || die "resize DIR COLS ROWS"
    t resize-window -x "$1" -y "$2"
    ;;
wait-exit)
    until_true "the program to exit" exited
    cat "$dir/status"
    ;;
stop)
    t kill-server 2>/dev/null || true
    rm -f "$socket"
    ;;
*)
    die "unknown command '$command'"
    ;;
esac
