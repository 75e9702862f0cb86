"""The Dragons part on screen: each player's Dragons and the cards they reserve."""
