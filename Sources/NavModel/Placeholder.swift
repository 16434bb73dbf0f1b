/// Placeholder until the model lands.
public enum NavModelPlaceholder {}
