"""The screens' one way to put an error into words: ``reason_of``. An error the app wrote for
staff (``app.i18n.Said``) says itself; the service client's (``ApiError``) is said as
``describe_error`` says it, its dates in the clerk's format; a till's refusal as
``till_error_text`` says it; the OS's and the journal's failures in staff's words. Any other
error's own text (Python's, with paths, reprs and numbers) goes to the log with its trace, and
the screen says only that something went wrong. ``tests/test_screen_words.py`` checks that no
screen module shows an error any other way.
"""

from __future__ import annotations

import errno
import logging
import sqlite3

from app.api.errors import ApiError
from app.booking.faults import journal_reason
from app.counter.papers.messages import describe_error
from app.i18n import Catalogue, Said
from app.records.till import TillError
from app.ui.till_words import till_error_text

ERROR_WORDS = Catalogue("ERROR_WORDS")

log = logging.getLogger(__name__)


def reason_of(error: BaseException) -> str:
    """What staff read for ``error``: a sentence, or the cause that completes one ("Not saved:
    {reason}")."""
    if isinstance(error, Said):
        return str(error)
    if isinstance(error, ApiError):
        # Never ``str()``: that adds the service's code and HTTP status, for the log.
        return describe_error(error)
    if isinstance(error, TillError):
        try:
            return till_error_text(error)
        except TypeError:
            pass  # a kind of refusal with no words yet: said as unexpected, logged
    elif isinstance(error, OSError):
        return os_reason(error)
    elif isinstance(error, sqlite3.Error):
        return journal_reason(error)
    log.error("Shown to staff as an unexpected problem", exc_info=error)
    return unexpected_text()


def os_reason(error: OSError) -> str:
    """The OS's refusal in staff's words: the common causes said plainly, any other in the
    system's own sentence (``strerror``, with no path or number), never the exception's text."""
    match error.errno:
        case errno.ENOSPC:
            return ERROR_WORDS.tr("the disk is full")
        case errno.EACCES | errno.EPERM:
            return ERROR_WORDS.tr("this computer does not allow the file or folder to be used")
        case errno.ENOENT:
            return ERROR_WORDS.tr("the file or folder is not there")
        case errno.EROFS:
            return ERROR_WORDS.tr("the disk can only be read, not written")
        case errno.EBUSY:
            return ERROR_WORDS.tr("another program is using the file")
        case errno.EIO:
            return ERROR_WORDS.tr("the disk reports an error")
    if error.strerror:
        return error.strerror
    log.error("Shown to staff as an unexpected problem", exc_info=error)
    return unexpected_text()


def unexpected_text() -> str:
    """What staff read for an error the app has no words for (its own text and trace are in
    the log)."""
    return ERROR_WORDS.tr("something unexpected went wrong")
