"""Night landscapes (module ``night-landscapes``) on screen: its UI adapter in ui.py."""
