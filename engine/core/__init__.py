"""The game-agnostic kernel: what every game on this engine needs (it names no game)."""
