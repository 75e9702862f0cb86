"""Yin & Yang (module ``yin-yang``) on screen: its UI adapter in ui.py, its end screen in end.py and
its pictures in painting.py."""
