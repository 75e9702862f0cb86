"""The game's screens, one module each."""
