"""The Summer central tile (module ``summer-central-tile``): data only, its module in module.py."""
