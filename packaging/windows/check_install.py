"""Install, upgrade and uninstall the Windows installer, and check what each step leaves behind.

The same checks on both systems: natively on Windows (``build.ps1``, the ``package-windows``
workflow, on the real bundle) and on Linux through Wine (``wine-check.sh``, ``make
package-check``, on a stub payload). Standard library only, so it runs on the runner's Python.

    python check_install.py --installer counterdesk-0.1.0-setup.exe --version 0.1.0
        [--upgrade-installer counterdesk-0.1.1-setup.exe --upgrade-version 0.1.1]
        [--wine PREFIX] [--platform offscreen --platform windows] [--while-installed CMD...]

Steps: a silent install into Program Files; files, Start-menu and desktop shortcuts (and what they
point at), the Add/Remove Programs key and the app's own key; ``counterdesk-console.exe
--self-test`` from the installed folder; the uninstall command the registry names, and nothing
left. Then, with an upgrade installer: an install into a folder of the user's choosing, a file of
the old version planted in ``_internal``, the upgrade without a folder (it must find the chosen
one and remove the stale file), and the uninstall again.
"""

from __future__ import annotations

import argparse
import os
import struct
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path, PureWindowsPath

APP_KEY = r"HKLM\Software\Counterdesk"
UNINSTALL_KEY = r"HKLM\Software\Microsoft\Windows\CurrentVersion\Uninstall\Counterdesk"
DEFAULT_DIR = r"C:\Program Files\Counterdesk"
# No space in it: NSIS reads /D= unquoted to the end of its command line, and both Python and Wine
# quote an argument with a space.
CHOSEN_DIR = r"C:\CounterdeskChosenFolder"
STALE_FILE = "left-by-the-old-version.txt"
# The Wine check's stand-ins for parts of Windows 10 (bridges/README.md): never installed.
BRIDGES = {"icuuc.dll", "bcryptprimitives.dll"}
SELF_TEST_PREFIX = "counterdesk self-test ok"
UNINSTALL_WAIT_S = 120.0
# The Shell Link format ([MS-SHLLINK]): flags in the header, then the optional parts in order.
LNK_HEADER_SIZE = 0x4C
HAS_ID_LIST = 0x01
HAS_LINK_INFO = 0x02
LINK_INFO_LOCAL_PATH = 0x01


class CheckFailed(Exception):
    """An installed state differs from what the installer promises."""


def say(text: str) -> None:
    """One line of progress (stdout, flushed: CI logs interleave it with the tools' output)."""
    sys.stdout.write(text + "\n")
    sys.stdout.flush()


@dataclass(frozen=True)
class Host:
    """Where Windows programs run: natively (``wine`` is None) or under Wine in ``prefix``."""

    wine: str | None = None
    prefix: Path | None = None

    def command(self, program: str, *args: str) -> list[str]:
        """The command line that runs the Windows ``program`` here."""
        return [self.wine, program, *args] if self.wine else [program, *args]

    def run(
        self, program: str, *args: str, env: dict[str, str] | None = None, timeout: float = 300
    ) -> subprocess.CompletedProcess[str]:
        """Run ``program`` to its end; ``env`` adds variables (Qt's renamed for Wine)."""
        extra = dict(env or {})
        if self.wine:
            # Wine drops QT_* variables on their way in; WINEQT_* arrive as QT_*.
            extra = {("WINE" + k if k.startswith("QT_") else k): v for k, v in extra.items()}
        return subprocess.run(
            self.command(program, *args),
            env={**os.environ, **extra},
            capture_output=True,
            text=True,
            timeout=timeout,
            check=False,
        )

    def local(self, windows_path: str) -> Path:
        """This machine's path of a Windows path (a folder of the Wine prefix under Wine)."""
        if self.prefix is None:
            return Path(windows_path)
        path = PureWindowsPath(windows_path)
        drive = path.drive.rstrip(":").lower()
        return self.prefix.joinpath(f"drive_{drive}", *path.parts[1:])

    def windows_path(self, local: Path) -> str:
        """The Windows path of a file of this machine (Wine's Z: drive is the Linux root)."""
        return "Z:" + str(local).replace("/", "\\") if self.prefix else str(local)

    def registry(self, key: str) -> dict[str, str] | None:
        """The values of a key of the 64-bit registry view, as ``reg query`` prints them."""
        done = self.run("reg", "query", key, "/reg:64")
        if done.returncode != 0:
            return None
        values: dict[str, str] = {}
        for line in done.stdout.splitlines():
            if line.startswith("    ") and not line.startswith("     "):
                name, _kind, value = [*line.strip().split("    ", 2), "", ""][:3]
                values[name] = value
        return values

    def environment(self, name: str) -> str:
        """A variable of the Windows environment (the folders of all users)."""
        if self.wine is None:
            return os.environ[name]
        done = self.run("cmd", "/c", f"echo %{name}%")
        return done.stdout.strip()


def shortcut_target(lnk: Path) -> str:
    """The local path a ``.lnk`` shortcut opens, from its LinkInfo."""
    data = lnk.read_bytes()
    if len(data) < LNK_HEADER_SIZE or struct.unpack_from("<I", data, 0)[0] != LNK_HEADER_SIZE:
        raise CheckFailed(f"{lnk} is not a shortcut")
    flags = struct.unpack_from("<I", data, 0x14)[0]
    offset = LNK_HEADER_SIZE
    if flags & HAS_ID_LIST:
        offset += 2 + struct.unpack_from("<H", data, offset)[0]
    if not flags & HAS_LINK_INFO:
        raise CheckFailed(f"{lnk} names no local target")
    header_size, info_flags = struct.unpack_from("<II", data, offset + 4)
    if not info_flags & LINK_INFO_LOCAL_PATH:
        raise CheckFailed(f"{lnk} points at a network path")
    if header_size >= 0x24:
        start = offset + struct.unpack_from("<I", data, offset + 0x1C)[0]
        end = start
        while data[end : end + 2] != b"\0\0":
            end += 2
        return data[start:end].decode("utf-16-le")
    start = offset + struct.unpack_from("<I", data, offset + 0x10)[0]
    return data[start : data.index(b"\0", start)].decode("mbcs" if os.name == "nt" else "cp1252")


def expect(condition: bool, message: str) -> None:
    """Fail the check with ``message`` unless ``condition`` holds."""
    if not condition:
        raise CheckFailed(message)


def same_path(a: str, b: str) -> bool:
    """Windows paths compare without regard to case or a trailing backslash."""
    return a.rstrip("\\").lower() == b.rstrip("\\").lower()


class Checks:
    """The installed state of one host, checked against what the installer promises."""

    def __init__(self, host: Host) -> None:
        self.host = host
        self.start_menu = self.host.environment("ProgramData") + (
            r"\Microsoft\Windows\Start Menu\Programs\Counterdesk"
        )
        self.desktop = self.host.environment("PUBLIC") + r"\Desktop"

    def shortcuts(self, folder: str) -> dict[str, str]:
        """Each shortcut the installer makes, and the program it must open."""
        return {
            rf"{self.start_menu}\Counterdesk.lnk": rf"{folder}\counterdesk.exe",
            rf"{self.start_menu}\Uninstall Counterdesk.lnk": rf"{folder}\uninstall.exe",
            rf"{self.desktop}\Counterdesk.lnk": rf"{folder}\counterdesk.exe",
        }

    def install(self, installer: Path, folder: str | None) -> None:
        """Run ``installer`` silently, into ``folder`` when given (``/D`` must come last)."""
        args = ["/S"] + ([f"/D={folder}"] if folder else [])
        started = time.monotonic()
        done = self.host.run(str(installer), *args)
        expect(done.returncode == 0, f"{installer.name} /S exited with {done.returncode}")
        say(f"installed {installer.name} in {time.monotonic() - started:.1f} s")

    def installed(self, folder: str, version: str) -> None:
        """Files, shortcuts, both registry keys and their values for ``version`` in ``folder``."""
        for name in ("counterdesk.exe", "counterdesk-console.exe", "uninstall.exe", "_internal"):
            path = self.host.local(rf"{folder}\{name}")
            expect(path.exists(), f"missing after install: {folder}\\{name}")
        carried = [p.name for p in self.host.local(folder).rglob("*") if p.name.lower() in BRIDGES]
        expect(not carried, f"the installer carries the Wine check's bridges: {carried}")
        for lnk, target in self.shortcuts(folder).items():
            local = self.host.local(lnk)
            expect(local.is_file(), f"missing shortcut: {lnk}")
            found = shortcut_target(local)
            expect(same_path(found, target), f"{lnk} opens {found}, not {target}")
        entry = self.host.registry(UNINSTALL_KEY)
        expect(entry is not None, f"no Add/Remove Programs key {UNINSTALL_KEY}")
        assert entry is not None
        uninstaller = rf"{folder}\uninstall.exe"
        wanted = {
            "DisplayName": "Counterdesk",
            "DisplayVersion": version,
            "InstallLocation": folder,
            "UninstallString": f'"{uninstaller}"',
            "QuietUninstallString": f'"{uninstaller}" /S',
        }
        for name, value in wanted.items():
            found = entry.get(name)
            expect(found == value, f"Add/Remove Programs: {name} is {found!r}, not {value!r}")
        size_kb = sum(p.stat().st_size for p in self.host.local(folder).rglob("*") if p.is_file())
        estimated = int(entry.get("EstimatedSize", "0"), 0)
        # The installer measures its folder once the files are there; only the uninstaller's own
        # rounding differs (whole kilobytes per file).
        expect(
            abs(estimated - size_kb / 1024) <= max(64, size_kb / 1024 * 0.02),
            f"Add/Remove Programs: EstimatedSize {estimated} KB, the folder has "
            f"{size_kb / 1024:.0f} KB",
        )
        app = self.host.registry(APP_KEY)
        expect(app is not None, f"no key {APP_KEY}")
        assert app is not None
        expect(
            same_path(app.get("InstallDir", ""), folder), f"{APP_KEY}: InstallDir is not {folder}"
        )
        expect(app.get("Version") == version, f"{APP_KEY}: Version is {app.get('Version')!r}")
        say(f"installed state of {version} in {folder}: files, 3 shortcuts, 2 registry keys ok")

    def self_test(self, folder: str, platform: str) -> None:
        """The installed console program's ``--self-test``, with a home of its own."""
        with tempfile.TemporaryDirectory(prefix="counterdesk-selftest-") as home:
            done = self.host.run(
                rf"{folder}\counterdesk-console.exe",
                "--self-test",
                env={
                    "COUNTERDESK_HOME": self.host.windows_path(Path(home)),
                    "QT_QPA_PLATFORM": platform,
                },
            )
        summary = done.stdout.strip().splitlines()
        expect(
            done.returncode == 0,
            f"--self-test ({platform}) exited with {done.returncode}: {done.stderr.strip()}",
        )
        expect(
            bool(summary) and summary[-1].startswith(SELF_TEST_PREFIX),
            f"--self-test ({platform}) printed no summary: {done.stdout!r}",
        )
        say(f"--self-test ({platform}) from {folder}: {summary[-1]}")

    def uninstall(self, folder: str) -> None:
        """Run the registry's QuietUninstallString as Windows would, and wait for it to finish.

        The uninstaller copies itself to a temporary folder and returns at once; it is done when
        the installed folder is gone.
        """
        entry = self.host.registry(UNINSTALL_KEY) or {}
        quiet = entry.get("QuietUninstallString", "")
        expect(quiet.startswith('"') and quiet.endswith('" /S'), f"QuietUninstallString {quiet!r}")
        program = quiet[1 : -len('" /S')]
        started = time.monotonic()
        done = self.host.run(program, "/S")
        expect(done.returncode == 0, f"the uninstaller exited with {done.returncode}")
        local = self.host.local(folder)
        while local.exists() and time.monotonic() - started < UNINSTALL_WAIT_S:
            time.sleep(0.2)
        say(f"uninstalled from {folder} in {time.monotonic() - started:.1f} s")

    def removed(self, folder: str) -> None:
        """Nothing of the install is left: folder, shortcuts, registry keys."""
        expect(not self.host.local(folder).exists(), f"{folder} is still there")
        for lnk in self.shortcuts(folder):
            expect(not self.host.local(lnk).exists(), f"{lnk} is still there")
        expect(not self.host.local(self.start_menu).exists(), f"{self.start_menu} is still there")
        expect(self.host.registry(UNINSTALL_KEY) is None, f"{UNINSTALL_KEY} is still there")
        expect(self.host.registry(APP_KEY) is None, f"{APP_KEY} is still there")
        say("uninstalled: folder, shortcuts and registry keys are gone")


def check(
    host: Host,
    installer: Path,
    version: str,
    upgrade: tuple[Path, str] | None,
    platforms: list[str],
    while_installed: list[str] | None = None,
) -> None:
    """Install, self-test, uninstall; then install, upgrade and uninstall when ``upgrade``.

    ``while_installed`` is a command run (with the folder as its last argument) before the
    upgraded version is uninstalled: the Windows build's screenshot of the installed app.
    """
    checks = Checks(host)
    for folder in (DEFAULT_DIR, CHOSEN_DIR):
        expect(not host.local(folder).exists(), f"{folder} exists before the check: remove it")
    expect(host.registry(APP_KEY) is None, "Counterdesk is installed already: uninstall it first")

    checks.install(installer, None)
    checks.installed(DEFAULT_DIR, version)
    for platform in platforms:
        checks.self_test(DEFAULT_DIR, platform)
    checks.uninstall(DEFAULT_DIR)
    checks.removed(DEFAULT_DIR)
    if upgrade is None:
        return

    newer, newer_version = upgrade
    checks.install(installer, CHOSEN_DIR)
    checks.installed(CHOSEN_DIR, version)
    stale = host.local(rf"{CHOSEN_DIR}\_internal\{STALE_FILE}")
    stale.write_text("a library the new version no longer has\n")
    checks.install(newer, None)
    expect(not host.local(DEFAULT_DIR).exists(), "the upgrade ignored the folder chosen before")
    expect(not stale.exists(), rf"the upgrade left _internal\{STALE_FILE} behind")
    checks.installed(CHOSEN_DIR, newer_version)
    for platform in platforms:
        checks.self_test(CHOSEN_DIR, platform)
    if while_installed:
        done = subprocess.run([*while_installed, CHOSEN_DIR], check=False, timeout=300)
        expect(done.returncode == 0, f"{while_installed[0]} exited with {done.returncode}")
    checks.uninstall(CHOSEN_DIR)
    checks.removed(CHOSEN_DIR)


def main(argv: list[str] | None = None) -> int:
    """Parse the command line, run the checks; exit 1 with the reason when one fails."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--installer", type=Path, required=True)
    parser.add_argument("--version", required=True)
    parser.add_argument("--upgrade-installer", type=Path)
    parser.add_argument("--upgrade-version")
    parser.add_argument("--wine", metavar="PREFIX", type=Path, help="run under Wine in PREFIX")
    parser.add_argument("--platform", action="append", help="Qt platform(s) of the self-test")
    parser.add_argument(
        "--while-installed",
        nargs=argparse.REMAINDER,
        help="(last) a command to run on the upgraded install, its folder appended",
    )
    options = parser.parse_args(argv)
    if (options.upgrade_installer is None) != (options.upgrade_version is None):
        parser.error("--upgrade-installer and --upgrade-version go together")
    host = Host("wine", options.wine.resolve()) if options.wine else Host()
    upgrade = None
    if options.upgrade_installer is not None:
        upgrade = (options.upgrade_installer.resolve(), options.upgrade_version)
    started = time.monotonic()
    try:
        check(
            host,
            options.installer.resolve(),
            options.version,
            upgrade,
            options.platform or ["offscreen"],
            options.while_installed,
        )
    except (CheckFailed, subprocess.TimeoutExpired) as exc:
        say(f"check_install: FAILED: {exc}")
        return 1
    say(f"check_install: passed in {time.monotonic() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
