# Two commands do all set-up: `make run` and `make test`. Everything installs into .venv from
# the pinned constraints in requirements/constraints.txt.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
CONSTRAINTS := requirements/constraints.txt

.PHONY: run test lint bench sandbox clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip

$(VENV)/.installed-run: $(BIN)/python pyproject.toml $(CONSTRAINTS)
	$(BIN)/pip install -q -c $(CONSTRAINTS) -e .
	touch $@

$(VENV)/.installed-test: $(BIN)/python pyproject.toml $(CONSTRAINTS)
	$(BIN)/pip install -q -c $(CONSTRAINTS) -e '.[test,dev]'
	touch $@ $(VENV)/.installed-run

run: $(VENV)/.installed-run
	$(BIN)/counterdesk

sandbox: $(VENV)/.installed-run
	$(BIN)/counterdesk-sandbox --host 127.0.0.1 --port 8080

lint: $(VENV)/.installed-test
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy

test: export QT_QPA_PLATFORM = offscreen
test: lint
	$(BIN)/pytest

bench: export QT_QPA_PLATFORM = offscreen
bench: $(VENV)/.installed-test
	$(BIN)/python -m tests.perf.run_all

clean:
	rm -rf $(VENV) build dist *.egg-info
