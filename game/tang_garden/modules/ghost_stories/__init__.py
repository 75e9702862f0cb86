"""Ghost Stories (module ``ghost-stories``) on screen: its pictures in painting.py."""
