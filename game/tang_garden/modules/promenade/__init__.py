"""The Seasons Promenade on screen: the wall on the outer ring and the Wall tiles to lay."""
