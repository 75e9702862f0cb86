"""What the Seasons decoration modules' scoring kinds
hold (to be split into one folder per module id)."""
