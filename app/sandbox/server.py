"""Serving the sandbox in the foreground (``counterdesk-sandbox``)."""

from __future__ import annotations

import logging

import uvicorn

from app.sandbox.app import create_app
from app.sandbox.config import SandboxConfig
from app.sandbox.context import SandboxContext
from app.sandbox.embedded import http_parser

log = logging.getLogger(__name__)


def serve(config: SandboxConfig, host: str, port: int) -> None:
    """Open (or create and seed) the database and serve until interrupted.

    A database made with another catalogue size raises ValueError before anything listens.
    """
    context = SandboxContext(config)
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    log.info("Sandbox database: %s", config.db_path)
    try:
        uvicorn.run(
            create_app(context),
            host=host,
            port=port,
            http=http_parser(context),
            lifespan="off",
            log_level="info",
        )
    finally:
        context.db.close()
