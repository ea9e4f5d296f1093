"""Every wheel of the Windows build resolves for Windows x64, CPython 3.11, with its hash.

    build/venv/bin/python packaging/windows/windows_wheels.py [--budget-mb 60]

``requirements/build.txt`` is one lock for Linux and Windows; pip evaluates its environment
markers for the machine it runs on, not for ``--platform``. So the markers are evaluated here for
Windows x64 and CPython 3.11, and what applies is downloaded with ``pip download --platform
win_amd64 --only-binary=:all: --require-hashes``: a pin without a Windows wheel, or with a wrong
hash, fails. Then the lock must be closed for Windows: every ``Requires-Dist`` of every wheel that
applies on Windows is pinned too (what a lock made for Linux alone would miss, such as keyring's
``pywin32-ctypes``).

Last, the Windows installer's size, estimated from these wheels: the files PyInstaller would
bundle from them, by ``packaging/counterdesk.spec``'s own ``keep`` rule and its Qt modules,
compressed as the installer compresses (LZMA, 64 MB dictionary), plus the CPython runtime (not
on PyPI; its figure is below). Over ``--budget-mb`` fails.
"""

from __future__ import annotations

import argparse
import lzma
import re
import subprocess
import sys
import tarfile
import tempfile
import zipfile
from email.parser import Parser
from pathlib import Path
from typing import Any

from packaging.markers import Marker
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name, parse_wheel_filename

ROOT = Path(__file__).resolve().parents[2]
LOCK = ROOT / "requirements" / "build.txt"
RUNTIME_LOCK = ROOT / "requirements" / "wheelhouse-windows.txt"
SPEC = ROOT / "packaging" / "counterdesk.spec"
WINDOWS_CP311 = {
    "os_name": "nt",
    "sys_platform": "win32",
    "platform_system": "Windows",
    "platform_machine": "AMD64",
    "platform_release": "10",
    "platform_version": "10.0.26100",
    "implementation_name": "cpython",
    "platform_python_implementation": "CPython",
    "python_version": "3.11",
    "python_full_version": "3.11.9",
    "implementation_version": "3.11.9",
    "extra": "",
}
# CPython 3.11's own files in a Windows bundle (python311.dll, the DLLs\ extension modules with
# OpenSSL, SQLite and libffi, the standard library PyInstaller compiles into its archive), from
# python.org's 3.11 x64 embeddable package: about 18 MB, 9 MB once LZMA-compressed. Rounded up.
CPYTHON_COMPRESSED_MB = 10.0
MB = 1_000_000
PIN = re.compile(r"^([A-Za-z0-9][A-Za-z0-9._-]*==[^\s;\\]+)\s*(?:;\s*([^\\]+?))?\s*\\?$")
HASH = re.compile(r"--hash=(sha256:[0-9a-f]{64})")


def say(text: str) -> None:
    """One line of progress."""
    sys.stdout.write(text + "\n")
    sys.stdout.flush()


def windows_pins(lock: Path) -> list[tuple[str, list[str]]]:
    """The pins of ``lock`` whose markers hold on Windows x64 / CPython 3.11, with their hashes."""
    pins: list[tuple[str, list[str]]] = []
    current: tuple[str, list[str]] | None = None
    for line in lock.read_text().splitlines():
        match = PIN.match(line)
        if match:
            pin, marker = match.groups()
            current = (pin, []) if not marker or Marker(marker).evaluate(WINDOWS_CP311) else None
            if current:
                pins.append(current)
        elif current is not None:
            current[1].extend(HASH.findall(line))
    return pins


def download(pins: list[tuple[str, list[str]]], into: Path) -> list[Path]:
    """``pip download`` of exactly these pins for win_amd64, hash-checked; the wheels."""
    requirements = into / "requirements-windows.txt"
    requirements.write_text(
        "".join(f"{pin} " + " ".join(f"--hash={h}" for h in hashes) + "\n" for pin, hashes in pins)
    )
    subprocess.run(
        [
            sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--require-hashes",
            "--only-binary=:all:", "--platform", "win_amd64", "--python-version", "3.11",
            "--implementation", "cp", "--abi", "cp311", "--abi", "abi3", "--abi", "none",
            "--dest", str(into), "-r", str(requirements),
        ],
        check=True,
    )  # fmt: skip
    return sorted(into.glob("*.whl"))


def unpinned_dependencies(wheels: list[Path]) -> list[str]:
    """Dependencies that apply on Windows but that no wheel here provides."""
    provided = {parse_wheel_filename(w.name)[0] for w in wheels}
    missing: list[str] = []
    for wheel in wheels:
        with zipfile.ZipFile(wheel) as archive:
            name = next(n for n in archive.namelist() if n.endswith(".dist-info/METADATA"))
            metadata = Parser().parsestr(archive.read(name).decode("utf-8"))
        for line in metadata.get_all("Requires-Dist") or []:
            requirement = Requirement(line)
            applies = requirement.marker is None or requirement.marker.evaluate(WINDOWS_CP311)
            if applies and canonicalize_name(requirement.name) not in provided:
                missing.append(f"{requirement.name} (needed by {wheel.name})")
    return missing


def spec_rules() -> dict[str, Any]:
    """The spec's names above its Analysis: ``keep``, ``USED_QT`` (one rule, not a copy)."""
    text = SPEC.read_text(encoding="utf-8")
    names: dict[str, Any] = {"SPECPATH": str(SPEC.parent), "__name__": "counterdesk_spec"}
    exec(compile(text.split("\na = Analysis(")[0], str(SPEC), "exec"), names)  # our own spec
    return names


def bundled(path: str, rules: dict[str, Any]) -> bool:
    """Whether PyInstaller would put this file of a wheel into the Windows bundle."""
    if not rules["keep"](path):
        return False
    top = path.split("/", 1)[0]
    if top not in ("PySide6", "shiboken6"):
        return True
    # PySide6's wheel also carries Qt's tools, headers and build files; the bundle takes only the
    # binding modules the app imports, the DLLs and the plugins that `keep` lets through.
    name = path.rsplit("/", 1)[-1]
    module = re.match(r"(Qt\w+)\.pyd$", name)
    if module:
        return module.group(1) in rules["USED_QT"]
    return name.endswith((".dll", ".pyd", ".py")) and "/include/" not in path


def estimate_installer_mb(wheels: list[Path]) -> tuple[float, float]:
    """The bundle's size from the run-time wheels, uncompressed and LZMA-compressed (MB)."""
    pinned = re.findall(r"(?m)^([A-Za-z0-9][\w.-]*)==", RUNTIME_LOCK.read_text())
    runtime = {canonicalize_name(name) for name in pinned}
    rules = spec_rules()
    raw = 0
    with tempfile.TemporaryFile() as packed:
        with lzma.open(packed, "wb", preset=9) as xz, tarfile.open(fileobj=xz, mode="w|") as tar:
            for wheel in wheels:
                if parse_wheel_filename(wheel.name)[0] not in runtime:
                    continue
                with zipfile.ZipFile(wheel) as archive:
                    for info in archive.infolist():
                        if info.is_dir() or not bundled(info.filename, rules):
                            continue
                        raw += info.file_size
                        member = tarfile.TarInfo(info.filename)
                        member.size = info.file_size
                        with archive.open(info) as data:
                            tar.addfile(member, data)
        compressed = packed.tell()
    return raw / MB, compressed / MB + CPYTHON_COMPRESSED_MB


def main() -> int:
    """Download, check the closure, estimate the installer; exit 1 with the reason on failure."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dest", type=Path, default=ROOT / "build" / "windows-wheels")
    parser.add_argument("--budget-mb", type=float, default=60.0)
    options = parser.parse_args()
    options.dest.mkdir(parents=True, exist_ok=True)
    for old in options.dest.glob("*.whl"):
        old.unlink()
    pins = windows_pins(LOCK)
    try:
        wheels = download(pins, options.dest)
    except subprocess.CalledProcessError:
        say("windows-wheels: FAILED: a pin of build.txt has no Windows wheel with its hash")
        return 1
    say(f"windows-wheels: {len(wheels)} wheels for win_amd64 / CPython 3.11, hashes checked")
    missing = unpinned_dependencies(wheels)
    if missing:
        say("windows-wheels: FAILED: not pinned for Windows: " + ", ".join(missing))
        return 1
    raw_mb, installer_mb = estimate_installer_mb(wheels)
    say(
        f"windows-wheels: bundle from the wheels {raw_mb:.0f} MB; installer about "
        f"{installer_mb:.1f} MB (LZMA, CPython's {CPYTHON_COMPRESSED_MB:.0f} MB included), "
        f"budget {options.budget_mb:.0f} MB"
    )
    if installer_mb > options.budget_mb:
        say("windows-wheels: FAILED: the Windows installer would be over its budget")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
