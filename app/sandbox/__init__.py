"""The sandbox: a faithful local implementation of the partner interface (ASGI + SQLite)."""

from app.sandbox.app import create_app
from app.sandbox.config import SandboxConfig
from app.sandbox.embedded import EmbeddedSandbox, start_embedded
from app.sandbox.seed import SANDBOX_KEYS

__all__ = ["SANDBOX_KEYS", "EmbeddedSandbox", "SandboxConfig", "create_app", "start_embedded"]
