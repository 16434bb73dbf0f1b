import NavModel
/// Placeholder until the language lands.
public enum NavScriptPlaceholder {}
