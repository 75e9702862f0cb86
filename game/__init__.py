"""Tang Garden's desktop front end (pygame-ce) and command line."""
