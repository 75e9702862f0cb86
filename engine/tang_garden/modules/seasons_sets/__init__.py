"""What the Seasons set modules (bushes, insects, nature, pagodas)
hold (to be split into one folder per module id)."""
