"""For the Glory of the Emperor (module ``glory-of-the-emperor``): its rules in module.py."""
