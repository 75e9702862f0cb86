"""The new garden tiles (module ``new-garden-tiles``): its module in module.py, its tile kinds in
kinds.py, its id and slice of the state in slice.py."""
