"""Pagodas (module ``pagodas``) on screen: its UI adapter in ui.py."""
