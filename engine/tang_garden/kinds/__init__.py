"""Tang Garden's kinds of component behaviour (see engine/core/kinds.py for the registry)."""
