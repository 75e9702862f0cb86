"""The Apricot Tree promo (module ``promo-apricot-tree``): data only, its module in module.py."""
