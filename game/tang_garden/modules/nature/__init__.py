"""Nature (module ``nature``) on screen: its pictures in painting.py."""
