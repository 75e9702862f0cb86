"""Ghost Stories (module ``ghost-stories``): its rules in module.py, its component kinds in
kinds.py, its id and slice of the state in slice.py."""
