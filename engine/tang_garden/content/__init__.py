"""Tang Garden's component data: models, the loader, the board map and the cross-checks."""
