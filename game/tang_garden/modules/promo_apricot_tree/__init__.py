"""The Apricot Tree promo (module ``promo-apricot-tree``) on screen: its pictures in painting.py."""
