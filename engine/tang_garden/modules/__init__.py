"""Tang Garden's modules (scenarios and expansion parts), one folder per module id."""
