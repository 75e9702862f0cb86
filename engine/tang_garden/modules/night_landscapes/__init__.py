"""Night landscapes (module ``night-landscapes``): its rules in module.py."""
