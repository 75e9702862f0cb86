"""Nature (module ``nature``): its module in module.py, its scoring kind in kinds.py."""
