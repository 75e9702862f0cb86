"""Pagodas (module ``pagodas``): its module in module.py, its scoring kind in kinds.py, its id and
slice of the state in slice.py."""
