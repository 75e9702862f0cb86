"""Sanssouci's computer players (Easy, Medium, Hard) and hints, on engine/core/bots."""
