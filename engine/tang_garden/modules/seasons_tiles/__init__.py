"""What the Seasons tile modules (summer-central-tile, new-garden-tiles)
hold (to be split into one folder per module id)."""
