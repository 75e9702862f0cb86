"""Loading component data: YAML read with line numbers, and problems in one form."""
