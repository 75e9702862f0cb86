"""For the Glory of the Emperor (module ``glory-of-the-emperor``) on screen: its UI adapter in
ui.py."""
