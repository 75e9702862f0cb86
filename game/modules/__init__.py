"""UI adapters: what each module shows and lets the player drag, found by the module's id."""
