"""Tang Garden: the base game on the core, and its modules (engine/tang_garden/modules/)."""
