"""Bamboo & Kingfisher (module ``bamboo-kingfisher``): its rules in module.py."""
