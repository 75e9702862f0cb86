"""The Herbalist promo (module ``promo-herbalist``) on screen: its pictures in painting.py."""
