"""The advanced game: expansion boards with marked squares."""
