#!/bin/sh
# /usr/bin/counterdesk: starts the Counterdesk bundle installed in /opt/counterdesk.
exec /opt/counterdesk/counterdesk "$@"
