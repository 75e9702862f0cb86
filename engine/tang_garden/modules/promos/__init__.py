"""What the three promo modules (promo-herbalist, promo-wayfarer, promo-apricot-tree)
hold (to be split into one folder per module id)."""
