"""The Seasons Market on screen: the four markets in the corners and in the panel."""
