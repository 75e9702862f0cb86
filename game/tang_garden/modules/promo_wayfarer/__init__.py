"""The Wayfarer promo (module ``promo-wayfarer``) on screen: its pictures in painting.py."""
