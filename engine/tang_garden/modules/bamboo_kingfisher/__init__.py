"""Bamboo & Kingfisher (module ``bamboo-kingfisher``): its rules in module.py, its scoring kind in
kinds.py."""
