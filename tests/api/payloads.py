"""Realistic response bodies of the partner interface, one builder per result of
docs/partner-interface.md §3 to §9.

Every field the interface lists is present, numbers are written as the service writes them (JSON
numbers with two decimals), and each body carries one field the interface does not define, which
the client must ignore.
"""

from __future__ import annotations

from typing import Any

UNKNOWN = {"x_internal_trace": {"node": "web-3", "took_ms": 41}}

JsonObject = dict[str, Any]


def content_boat_item(index: int = 0) -> JsonObject:
    """§3.2: one BOAT schedule in content."""
    return {
        "schedule_id": 300 + index,
        "boat_id": 12,
        "boat_name": "MV Coral Queen",
        "trip_id": 4,
        "trip_name": "Port Blair to Havelock",
        "departure_time": "06:30:00",
        "return_time": "16:45:00",
        "policies": {
            "identity_enforcement": {
                "is_id_mandatory": 1,
                "is_id_no_required": 1,
                "is_id_upload_required": 0,
            },
            "gst_percentage": 5.0,
        },
        "inventory": {"remaining_seats": 84, "status": "AVAILABLE"},
        "rates": [
            {
                "ticket_type": "ADULT",
                "age_range": "12-99",
                "nationality": "MIXED",
                "mrp": 1450.0,
                "net_price": 1350.0,
                "currency": "INR",
            },
            {
                "ticket_type": "CHILD",
                "age_range": "2-11",
                "nationality": "MIXED",
                "mrp": 975.5,
                "net_price": 905.25,
                "currency": "INR",
            },
        ],
        **UNKNOWN,
    }


def content_activity_item(index: int = 0) -> JsonObject:
    """§3.2: one ACTIVITY in content (catalogue variant, every field)."""
    return {
        "activity_id": 70 + index,
        "title": f"Glass-bottom boat ride {index}",
        "location": "North Bay Island",
        "description": "A forty-minute ride over the coral reef with a naturalist guide.",
        "short_description": "Coral reef ride",
        "media": {
            "featured_image": f"glass-bottom-{index}.jpg",
            "gallery": ["reef-1.jpg", "reef-2.jpg", "reef-3.jpg"],
        },
        "policies": {
            "inclusions": "Life jacket, guide, bottled water",
            "exclusions": "Hotel transfers",
            "cancellation_summary": "Full refund 48 h before the slot, half 24 to 48 h before.",
            "gst_percentage": 18.0,
        },
        "pricing": {
            "mrp": 1800.0,
            "offer_price": 1500.0,
            "net_price": 1350.0,
            "agent_commission_type": "FLAT",
            "agent_commission_value": 150.0,
            "currency": "INR",
            "price_unit": "PER_PERSON",
            "price_basis": "PER_PERSON",
            "min_available_fare": 1400.0,
            "max_available_fare": 1650.5,
            "min_net_partner_price": 1250.0,
            "max_net_partner_price": 1500.5,
            "display": "INR 1,400.00 - 1,650.50",
            "price_source": "AVAILABILITY_FARE_RANGE",
            "mrp_source": "ACTIVITY_MASTER",
            "catalog_price_is_summary": True,
        },
        "availability": {
            "available": True,
            "reason": None,
            "available_date_ranges": [
                {"from": "2026-12-01", "to": "2026-12-24"},
                {"from": "2027-01-02", "to": "2027-03-31"},
            ],
        },
        "booking": {
            "booking_cutoff": {
                "type": "MINUTES_BEFORE_START",
                "default_minutes": 120,
                "source": "ACTIVITY_DEFAULT; an availability override wins when set",
            }
        },
        **UNKNOWN,
    }


def content(module: str, items: list[JsonObject]) -> JsonObject:
    """The content envelope (§3.2)."""
    return {"status": "SUCCESS", "module": module, "count": len(items), "data": items, **UNKNOWN}


def search_activity_item(newer: bool = True) -> JsonObject:
    """§4.2, §4.3: one ACTIVITY availability, the newer variant or the older one."""
    item: JsonObject = {
        "availability_id": 9001,
        "activity_id": 70,
        "activity_name": "Glass-bottom boat ride",
        "date": "2026-12-10",
        "slot": {"slot_id": 3, "label": "Morning", "time_window": "09:00:00 - 09:40:00"},
        "availability_status": "AVAILABLE",
        "inventory": {"remaining_seats": 18, "status": "AVAILABLE"},
        "pricing": {
            "offer_price": 1500.0,
            "agent_commission_type": "FLAT",
            "agent_commission_value": 150.0,
            "net_price": 1350.0,
            "currency": "INR",
        },
        **UNKNOWN,
    }
    if newer:
        item["booking_rules"] = {
            "booking_cutoff_type": "MINUTES_BEFORE_START",
            "booking_cutoff_minutes": 30,
            "booking_cutoff_at": "2026-12-10T08:30:00+05:30",
            "slot_start_at": "2026-12-10T09:00:00+05:30",
            "cutoff_source": "AVAILABILITY_OVERRIDE",
            "is_booking_open": True,
            "is_bookable": True,
            "reason": None,
        }
        item["pricing"].update(
            availability_fare=1550.5,
            commission_amount=150.0,
            net_partner_price=1400.5,
            price_basis="PER_PERSON",
            price_source="AVAILABILITY_FARE",
        )
    return item


def search_boat_item(newer: bool = True) -> JsonObject:
    """§4.2, §4.3: one BOAT schedule of a date, the newer variant or the older one."""
    rate: JsonObject = {
        "ticket_type": "ADULT",
        "age_range": "12-99",
        "nationality": "FOREIGNER",
        "mrp": 2575.0,
        "net_price": 2375.0,
        "currency": "INR",
    }
    inventory: JsonObject = {"remaining_seats": 84, "status": "AVAILABLE"}
    item: JsonObject = {
        "schedule_id": 300,
        "boat_id": 12,
        "trip_id": 4,
        "boat_name": "MV Coral Queen",
        "trip_name": "Port Blair to Havelock",
        "travel_date": "2026-12-10",
        "departure_time": "06:30:00",
        "return_time": "16:45:00",
        "inventory": inventory,
        "rates": [rate],
        **UNKNOWN,
    }
    if newer:
        item["booking_close_days"] = 1
        inventory.update(
            capacity_per_rotation=150, inventory_mode="REFERENCE_CAPACITY", is_live_inventory=False
        )
        rate.update(
            boat_fare=2200.0,
            permit_fare=375.0,
            agent_commission_type="FLAT",
            agent_commission_value=200.0,
            commission_amount=200.0,
            price_source="SCHEDULE_RATE",
        )
    return item


def search(module: str, items: list[JsonObject]) -> JsonObject:
    """The search envelope (§4.2)."""
    return {
        "status": "SUCCESS",
        "module": module,
        "available": True,
        "reason": None,
        "count": len(items),
        "bookable_count": len(items),
        "data": items,
        **UNKNOWN,
    }


def settlement(cash: float, credit: float) -> JsonObject:
    """``settlement_breakdown``: cash first, the rest from credit."""
    total = round(cash + credit, 2)
    return {"total_debited": total, "deducted_from_cash": cash, "deducted_from_credit": credit}


def booking_activity() -> JsonObject:
    """§5.3 with the ACTIVITY additions (qty 2, fare 1550.50, commission 150, GST 18 %)."""
    return {
        "status": "SUCCESS",
        "code": "BOOKING_IMMEDIATELY_SETTLED",
        "booking_id": 55012,
        "booking_ref": "K7QW2M9X",
        "settlement_breakdown": settlement(3000.0, 305.18),
        "request_id": "cd-activity-1",
        "module_type": "ACTIVITY",
        "booking_status": "confirmed",
        "payment_status": "paid",
        "activity": {
            "activity_id": 70,
            "availability_id": 9001,
            "slot_id": 3,
            "qty": 2,
            "activity_name": "Glass-bottom boat ride",
            "slot_label": "Morning",
            "travel_date": "2026-12-10",
        },
        "pricing": {
            "availability_fare_per_person": 1550.5,
            "price_source": "AVAILABILITY_FARE",
            "commission_type": "FLAT",
            "commission_value": 150.0,
            "commission_amount_per_person": 150.0,
            "net_partner_price_per_person": 1400.5,
            "net_partner_total": 2801.0,
            "gst_percentage": 18.0,
            "gst_amount": 504.18,
            "total_payable": 3305.18,
            "currency": "INR",
        },
        **UNKNOWN,
    }


def booking_boat() -> JsonObject:
    """§5.3 for BOAT: the common fields only."""
    return {
        "status": "SUCCESS",
        "code": "BOOKING_IMMEDIATELY_SETTLED",
        "booking_id": 55013,
        "booking_ref": "P4HT8R2N",
        "settlement_breakdown": settlement(4950.0, 0.0),
        **UNKNOWN,
    }


def cancel_confirmed() -> JsonObject:
    """§6.3: a CONFIRM result."""
    return {
        "status": "SUCCESS",
        "code": "BOOKING_CANCELLATION_SETTLED_INSTANTLY",
        "refund_reference": "RF-2026-000318",
        "new_booking_status": "Cancelled",
        "pricing_summary": {
            "net_agent_refund_credited": 1602.59,
            "platform_cancellation_charge": 50.0,
        },
        **UNKNOWN,
    }


def cancel_quoted() -> JsonObject:
    """§6.2: a QUOTE result."""
    return {
        "status": "SUCCESS",
        "code": "BOOKING_CANCELLATION_QUOTED",
        "booking_ref": "P4HT8R2N",
        "module_type": "BOAT",
        "cancellable": True,
        "policy_band": "HALF_REFUND_24_TO_48H",
        "quote": {
            "seats_released": 2,
            "passenger_ids": [4, 5],
            "gross_refundable": 1652.59,
            "platform_cancellation_charge": 50.0,
            "net_agent_refund": 1602.59,
            "currency": "INR",
        },
        **UNKNOWN,
    }


def wallet() -> JsonObject:
    """§7 with one journal (§14) in the snapshot."""
    return {
        "status": "SUCCESS",
        "code": "WALLET_METRICS_DECODED_SUCCESSFULLY",
        "data": {
            "agent_id": 1001,
            "tenant_id": "TEN-ANDAMAN-01",
            "account_status": "active",
            "financial_balances": {"live_available_balance": 196695.82, "currency": "INR"},
            "credit_facility": {
                "allocated_limit": 50000.0,
                "limit_utilized": 305.18,
                "available_credit_runway": 49694.82,
            },
            "recent_ledger_journal_snapshot": [
                {
                    "journal_id": "JE-000042",
                    "posted_at": "2026-12-01T10:15:00+05:30",
                    "event": "BOOKING_SETTLED",
                    "booking_ref": "K7QW2M9X",
                    "amount": 3305.18,
                    "currency": "INR",
                    "narration": "Booking K7QW2M9X settled",
                    "lines": [
                        {"account": "agent:1001:cash", "debit": 3000.0, "credit": 0.0},
                        {"account": "agent:1001:credit", "debit": 305.18, "credit": 0.0},
                        {"account": "platform:sales:ACTIVITY", "debit": 0.0, "credit": 2801.0},
                        {"account": "platform:gst_payable", "debit": 0.0, "credit": 504.18},
                    ],
                }
            ],
            **UNKNOWN,
        },
        **UNKNOWN,
    }


def status_boat() -> JsonObject:
    """§8, BOAT."""
    return {
        "status": "SUCCESS",
        "code": "BOOKING_STATUS_DECODED_SUCCESSFULLY",
        "data": {
            "booking_reference": "P4HT8R2N",
            "module": "BOAT",
            "booking_status": "Confirmed",
            "payment_status": "Paid",
            "refund_status": "NONE",
            "metadata": {
                "boat_name": "MV Coral Queen",
                "trip_name": "Port Blair to Havelock",
                "departure_time": "06:30:00",
            },
            "financial_breakdown": {
                "fare_amount": 4000.0,
                "permit_amount": 750.0,
                "gst_amount": 200.0,
                "total_price": 4950.0,
            },
            "traveler_manifest": [
                {
                    "passenger_id": 4,
                    "traveler_name": "Asha Rao",
                    "age": 34,
                    "pax_gender": "FEMALE",
                    "passenger_type": "ADULT",
                    "traveler_status": "Confirmed",
                },
                {
                    "passenger_id": 5,
                    "traveler_name": "Tom Baker",
                    "age": 41,
                    "pax_gender": "MALE",
                    "passenger_type": "ADULT",
                    "traveler_status": "Confirmed",
                },
            ],
        },
        **UNKNOWN,
    }


def status_activity() -> JsonObject:
    """§8, ACTIVITY."""
    return {
        "status": "SUCCESS",
        "code": "BOOKING_STATUS_DECODED_SUCCESSFULLY",
        "data": {
            "booking_reference": "K7QW2M9X",
            "module": "ACTIVITY",
            "booking_status": "confirmed",
            "payment_status": "paid",
            "refund_status": "NONE",
            "metadata": {
                "activity_name": "Glass-bottom boat ride",
                "travel_date": "2026-12-10",
                "slot_label": "Morning",
            },
            "financial_summary": {
                "total_paid": 3305.18,
                "total_refunded": 0.0,
                "balance_amount": 3305.18,
            },
            "ledger_reconciliation": {
                "journal_status": "SETTLED",
                "ledger_journal_entry_id": "JE-000042",
            },
        },
        **UNKNOWN,
    }


def error(code: str, message: str = "The request was refused.", **extra: Any) -> JsonObject:
    """The error body (§9.1)."""
    return {"status": "ERROR", "code": code, "message": message, **extra}
