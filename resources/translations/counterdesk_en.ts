<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB">
    <context>
        <name>ACCESS_LOG</name>
        <message>
            <source>Who looked at customers' data</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>When</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Who</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Whose</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Why</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>AGENCY_CONTROLLER</name>
        <message>
            <source>The agency store holds every receipt this counter printed before its journal was damaged: new receipts go on in the counter's own series, above the store's last number. The receipts marked {prefix} stay valid as printed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This counter's sign-in to the agency store may not read that: it holds other counters' customers. The agency administrator does it, on the office PC or with the administrator's address.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This counter has no agency store: its address goes in Settings (Ctrl+6), or is given with --agency-db.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The agency store does not answer now, so the other counters' records cannot be shown (this counter keeps selling). Try again in a moment; if it lasts, check the office PC that holds the store.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>AGENCY_IDENTITY</name>
        <message>
            <source>The settings file {path} cannot be read, so this counter has no stable id for the agency store: save the settings again.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>AGENCY_LINK</name>
        <message>
            <source>Agency: offline since {time} ({count} waiting)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Agency: offline since {time}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Agency: {count} waiting</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Agency: synced</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>AGENCY_MIGRATE</name>
        <message>
            <source>The agency store's database is at schema version {found}, newer than this Counterdesk knows (up to {known}): update Counterdesk on this counter to connect it to the agency store. Sales go on and are kept here until then.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>AGENCY_MODEL</name>
        <message>
            <source>Wallet refunded</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Wallet charged</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The price the customer paid at the counter's till</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Customer paid</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Sold</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Counter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The counter that sold it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Clerk</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ref</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Booking reference</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Product</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Travel date</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Customer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Seats</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Status</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Z</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Z report's number</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Closed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Closed by</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Float</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cash in</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cash out</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Round off</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Of the cash out: what cash refunds were rounded by</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Expected</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Counted</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Difference</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>nothing yet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>none</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{count} missing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Records</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>All up to</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Every record up to this number has arrived</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Newest</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Gaps</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Last arrived</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Kind</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Since</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>AGENCY_QUERIES</name>
        <message>
            <source>Counter {counter}: {said}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Counter {counter}, record {seq} ({kind} {record_id})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{record}: the Z report's cash {found} is not what the shift's cash payments give {expected}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{record}: the payments {found} do not add up to the customer total {expected}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{record}: the customer total {found} is not the sum of its price lines {expected}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The records after {record} are missing from the agency store.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The record before {record} was replaced in the agency store after it arrived.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The record before {record} is missing from the agency store.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{record} was changed in the agency store after it arrived.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sold at counter {counter} by {clerk} on {time} to {customer}: {seats} seat(s).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>an unnamed clerk</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Agency · {count} counter(s)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{record} is not what its counter sent: it was changed in the store.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{record}: its counter's chain does not follow from it and the record before it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{record}: the chain head this Z report printed is not the agency store's: the records before it were changed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{record} is not what its counter wrote: the counter found it changed in the agency store, or in its journal before it was sent.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{record} is not the record whose link its counter gave the agency store before sending it: it, or a record before it, was rewritten in the counter&apos;s journal.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{record}: the access log head this Z report carries is not the one its counter gave the agency store as the log grew: the log was rewritten on the counter&apos;s PC.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{record}: its counter&apos;s journal no longer holds this record of booking {booking}, and the agency store never received it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{record}: its payment of {found} gives a UPI or bank reference that an earlier sale gave already; check with the counter that it is one transfer split, not paid twice.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Counter {counter}, record {seq} ({kind} {record}, booking {booking}, {amount}): sealed under key {key}, which the agency never registered for it.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Counter {counter} rotated its records' key at {time} (record {seq}): key {old} replaced by key {new}, approved by {by}.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{said} The rotation is not sealed under a key the agency registered for the counter, so the new key is not registered: its records are named below.</source>
            <translation type="unfinished"></translation>
        </message>
        <message numerus="yes">
            <source>Counter {counter}: %n record(s) sent unsealed (records {first} to {last}): its PC has no keyring, so nothing proves they were not rewritten before they were sent.</source>
            <translation>
                <numerusform>Counter {counter}: 1 record sent unsealed (records {first} to {last}): its PC has no keyring, so nothing proves they were not rewritten before they were sent.</numerusform>
                <numerusform>Counter {counter}: %n records sent unsealed (records {first} to {last}): its PC has no keyring, so nothing proves they were not rewritten before they were sent.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>AGENCY_STORE</name>
        <message>
            <source>The agency store does not know this counter ({counter}) under the name it connects with. Nothing was sent; the agency administrator adds this counter with counterdesk agency add-counter on this PC.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Another installation is registered in the agency store as this counter ({counter}): this PC's settings were probably copied from it. Nothing was sent; give this counter its own settings (a new id) to connect.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Counter {counter} is not registered in this store.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The agency store holds other records under this counter's numbers {first} to {last}: this counter's journal is not the one that sent them. A supervisor must give this counter a new id.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>AGENCY_TARGET</name>
        <message>
            <source>The agency store's address is postgresql://USER@HOST:PORT/DATABASE (add ?sslmode=require for an encrypted connection).</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>AGENCY_UNRESOLVED</name>
        <message>
            <source>Unresolved at all counters</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing is unresolved at any counter.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Records of each counter in the agency store</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No counter has registered with the agency store yet.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;%n unresolved&lt;/b&gt;: sales whose outcome a counter does not know yet, and sales left in progress. Each counter settles its own; call the counter if one stays here.</source>
            <translation>
                <numerusform>&lt;b&gt;1 unresolved&lt;/b&gt;: sales whose outcome a counter does not know yet, and sales left in progress. Each counter settles its own; call the counter if one stays here.</numerusform>
                <numerusform>&lt;b&gt;%n unresolved&lt;/b&gt;: sales whose outcome a counter does not know yet, and sales left in progress. Each counter settles its own; call the counter if one stays here.</numerusform>
            </translation>
        </message>
        <message>
            <source>Close</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;Records of each counter in the agency store&lt;/b&gt;</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ANNOUNCE</name>
        <message>
            <source>Booked and paid. Booking reference {reference}.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>API_ERRORS</name>
        <message>
            <source>The connection to the service was closed before the call ended.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The service could not complete the request.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The API key was refused.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The API key cannot be sent as it is.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Access for this partner is disabled.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The request was rejected.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{count} fields need attention: {first}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The wallet cannot cover this booking.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This slot can no longer be booked.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not found.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The request conflicts with an earlier one.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Too many requests; the service asked us to slow down.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The service is unavailable right now.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The service sent a response this app cannot read.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The service could not be reached.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The service's environment changed; no booking or cancellation is sent.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{change} Nothing was sent.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The service's certificate is not trusted on this PC.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The service's answer is larger than {size}, far more than any answer it should give; it was not read further.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The service did not answer within {seconds} seconds.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>API_TRANSPORT</name>
        <message>
            <source>The certificate this network presents is not for {host}; ask your IT to let Counterdesk reach {host} directly.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The certificate presented for {host} has expired; check this PC's date and time, then ask your IT or the service's office to renew it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This network replaces the service's certificate with one this PC does not trust; ask your IT to install their root certificate in this PC's certificate store, or to let Counterdesk reach {host} directly.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Could not reach the service ({kind}: {detail}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Proxy: none (direct connection).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Proxy: the system's, {proxy} (from {source}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the system's proxy settings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The proxy setting {source} ({value}) is not a proxy address; Counterdesk connects without a proxy.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>AVAILABILITY_PANEL</name>
        <message>
            <source>Type in the filter and press Enter to open the first match, or select an item and press Enter (or double-click it), to see its slots or departures; Enter again books the first bookable one.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BANK</name>
        <message>
            <source>“{cell}” is not a statement line</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the date “{cell}” is not a date</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The file {name} cannot be opened: {problem}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The file {name} is not an Excel workbook that can be read.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Line {line}: {reason}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No header row of a known statement layout was found in the file's first {rows} rows: set which column holds what, and import it again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the amount “{cell}” is not an amount</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>it needs one amount, a withdrawal or a deposit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The file {name} is larger than {limit} MB, more than any statement.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The file {name} has more than {limit} rows, more than any statement.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The file {name} has more than {limit} columns, more than any statement.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The workbook {name} unpacks to more than {limit} MB, more than any statement.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The workbook {name} has more than {limit} parts, more than any statement.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a cell is longer than {limit} characters</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the amount “{cell}” has more than {digits} digits before its point</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a cell is not of the type it declares</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The file {name} is not text in UTF-8, UTF-16 with its byte order mark or Windows-1252, nor an Excel workbook (.xlsx): export the statement as CSV or XLSX, and import it again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>it is dated {day}, outside the statement's period, {first} to {last}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>it is dated {day}, far from the statement's other rows</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the amount “{cell}” says neither credit nor debit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The account number {number} is not 6 to 20 digits.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The IFSC {ifsc} is not four letters, a zero and six letters or digits.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This statement is of account {account}, which is not one of the agency's accounts in the settings ({accounts}): nothing of it was imported. If it is the agency's, declare it in Settings, Bank accounts (a supervisor's PIN), and import the statement again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This file carries rows of two accounts, {first} and {second}: a statement is of one account. Nothing of it was imported: download each account&apos;s statement apart and import each.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The agency has declared no bank account, and a statement is read only against one of them: nothing of it was imported. Declare the agency&apos;s bank account in Settings, Bank accounts (a supervisor&apos;s PIN), then import the statement again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{account} is not one of the agency's accounts in the settings.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This statement names no account: choose which of the agency's it is of.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The statement {name} is refused: its balance {balance} of {day}, line {line}, is not what the lines before it come to, {reached}: {gap} unaccounted for. Nothing of it is kept: export it again from the bank.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Line {line}, of {amount}, is the difference.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The statement {name} is refused: line {line} has no balance, though its other rows carry one. Nothing of it is kept: export it again from the bank.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The statement {name} is refused: line {line} cannot be read ({reason}), and the running balance does not hold across it, at line {after}. Nothing of it is kept: export it again from the bank.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The statement {name} is refused: its running balance breaks at line {line}, whose balance {balance} is not the balance before it, {before}, with its amount {amount}. Nothing of it is kept: export it again from the bank.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>it is dated {day}, after the day it is imported, {today}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BANK_ACCOUNT</name>
        <message>
            <source>Which account is this statement of?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} names no account number. Choose the agency's account it is of: its rows prove sales only as that account's.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Account</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Import as this account's</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancel</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose the account.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BANK_ACCOUNTED</name>
        <message>
            <source>Bank charge</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GST on a bank charge</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cash deposit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Posted in the books</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Posted, its GST to input credit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Posted all as an expense: the scheme allows no input credit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not posted yet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cash banked at the close</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Waiting for a supervisor</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No close banked this amount</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BANK_ACCOUNTED_PANEL</name>
        <message>
            <source>Day</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Amount</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Line</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Accounted</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Banked on</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Narration</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No bank charge or cash deposit in the statements.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Con&amp;firm the cash deposit…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A supervisor confirms the close whose cash the chosen deposit is</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lines a rule accounts for: never the proof of a sale.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bank charges and cash deposits</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BANK_ACCOUNT_SETTINGS</name>
        <message>
            <source>The agency's bank accounts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A bank statement proves sales only when it is of one of these accounts: one of another account is refused, and one naming none is asked for. A supervisor's PIN changes them.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Account number</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>IFSC</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Add an account</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Re&amp;move the account chosen</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BANK_BOOKS</name>
        <message>
            <source>Rent and office expenses</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Partner wallet top-up</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bank charges</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bank interest</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Owner&apos;s capital and drawings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>in</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>out</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Opening balance of the statement</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{day}: {amount} {direction}, {narration}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{line} booked to {account}: {narration}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>in the bank</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>overdrawn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Balance as per the books on {day}</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Amounts not reflected in the bank (%n)</source>
            <translation>
                <numerusform>Amounts not reflected in the bank (1)</numerusform>
                <numerusform>Amounts not reflected in the bank (%n)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Amounts not reflected in the books (%n)</source>
            <translation>
                <numerusform>Amounts not reflected in the books (1)</numerusform>
                <numerusform>Amounts not reflected in the books (%n)</numerusform>
            </translation>
        </message>
        <message>
            <source>Closing balance as per the statement</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not explained</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Statements naming no account</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Account {number}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The books and the statement agree to the paisa.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The books and the statement differ by {amount} that nothing listed explains: a row missing from the statements kept, or a closing balance misread.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{first} to {last}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No statement kept covers {days}, over which the balance rose by {amount}: import the statement of those days.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No statement kept covers {days}, over which the balance fell by {amount}: import the statement of those days.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The statement from {first} does not open at the closing balance of the one to {last}: rows of those days are missing, a difference of {amount}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose the account the line is booked to.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Type the narration: what the money was for.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The line is booked already.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The line is accounted for already.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The line has no entry in the books to undo.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BANK_BOOKS_PANEL</name>
        <message>
            <source>Left over</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Account reconciled</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Day</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Amount</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Direction</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Narration</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Booked to</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No statement states its closing balance yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lines left over and booked</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Every line is accounted for.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Boo&amp;k to an account…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>U&amp;ndo the entry</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Balance and lines left over</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n line(s) left over.</source>
            <translation>
                <numerusform>1 line left over.</numerusform>
                <numerusform>%n lines left over.</numerusform>
            </translation>
        </message>
        <message>
            <source>Book a statement&apos;s line</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>e.g. office rent for December</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Account</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Narration</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Book</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancel</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BANK_CONTROLLER</name>
        <message>
            <source>The statement was not imported: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{reference} {amount}: {outcome}, {detail}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BANK_DEPOSIT</name>
        <message>
            <source>Which close's cash is this deposit?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The cash deposit of {amount} on {day} may be the cash banked at any of these closes. Choose the one the deposit slip names.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The close of {day}: {amount} banked</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Banked on</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>C&amp;onfirm</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancel</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BANK_DESK</name>
        <message>
            <source>the import stopped before it passed on every row.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Type the other reference, or the reason.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cash deposit of {amount} on {day}: the cash banked at the close of {closed}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The statement shows {amount} for this reference on {day}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This reference is a credit of {day}, or proves another sale: reused?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Proved by hand.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Received under another reference</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Customer still owes it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Written off</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Paid over: the excess owed back to the customer</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>{layout}: %n row(s) read, {new} new.</source>
            <translation>
                <numerusform>{layout}: %n row read, {new} new.</numerusform>
                <numerusform>{layout}: %n rows read, {new} new.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n payment(s) proved by them.</source>
            <translation>
                <numerusform>%n payment proved by them.</numerusform>
                <numerusform>%n payments proved by them.</numerusform>
            </translation>
        </message>
        <message>
            <source>No credit of the statements free to prove it carries {reference}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The statement shows no more than the payment under its reference: there is no excess to accept.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The statement's row carrying {reference} is for {amount}, not {expected}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{count} new in the agency store, for every counter.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not shared with the agency store: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>it awaits a supervisor&apos;s acceptance; its rows are shared once accepted.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The agency store does not answer: these standings are this counter's own matching of its statements, and may change once the store answers and the day close sees every counter's payments.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The statement of account {account}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Charged back: the bank took {amount} back on {day}; the payment is proved no more.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Returned: the bank sent {amount} of the refund back on {day}; the customer is owed it again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The rows carrying {references} add up to {amount}, not {expected}: a settlement must add up to the paisa.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reference not on the statement.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A credit of {amount} on {day} from {payer} carries another reference, {reference}: a suggestion, not a proof. A supervisor decides.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A debit of {amount} on {day} to {payer} carries another reference, {reference}: a suggestion, not a proof. A supervisor decides.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The sale's customer: {customer}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This statement carries no balances, so its rows cannot be checked against each other; its payments are not proved until a supervisor accepts it.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>The statement {file} ({account}, imported {day}, %n row(s)) is awaiting a supervisor's acceptance: it carries no balances, so its payments are not proved.</source>
            <translation>
                <numerusform>The statement {file} ({account}, imported {day}, %n row) is awaiting a supervisor's acceptance: it carries no balances, so its payments are not proved.</numerusform>
                <numerusform>The statement {file} ({account}, imported {day}, %n rows) is awaiting a supervisor's acceptance: it carries no balances, so its payments are not proved.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{file} ({account}, imported {day}, %n row(s)) accepted as the bank's statement</source>
            <translation>
                <numerusform>{file} ({account}, imported {day}, %n row) accepted as the bank's statement</numerusform>
                <numerusform>{file} ({account}, imported {day}, %n rows) accepted as the bank's statement</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>BANK_LOOKUP</name>
        <message>
            <source>Proved by the statement, by its reference</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Proved by hand, by a supervisor</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not yet in the statement</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Questioned</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{tender} {amount}, reference {reference}, taken {moment}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Statement: {amount} on {day}, reference {reference}, from {payer}. {narration}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reported by the app, payout not yet in the bank</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In a statement awaiting a supervisor's acceptance</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BANK_MAPPING</name>
        <message>
            <source>&amp;Date</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Time</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pa&amp;yer (name or UPI ID)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Narration</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Reference (UTR, RRN)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Withdrawal (money out)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>De&amp;posit (money in)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Amount (one column)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Cr/Dr column</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Balance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Which column holds what</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} is of no bank layout this counter knows. Choose which of its columns holds each figure: the choice is kept for the next file of that bank.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Import with these columns</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancel</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose the date, and either the one amount column or both the withdrawal and the deposit columns.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pay&amp;out&apos;s reference (settlement UTR)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The app&apos;s &amp;fee</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ta&amp;x on the fee</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>N&amp;et (what reaches the bank)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Report&apos;s payment&amp;s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Columns saved for {name}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BANK_MODEL</name>
        <message>
            <source>Taken</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Receipt</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tender</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Amount</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reference</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Why</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Payer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Resolved</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Day</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Narration</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>App</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>UTR</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Credited</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Report says</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Settles</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Arrived</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{tender} refund</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BANK_PANEL</name>
        <message>
            <source>Details</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>S&amp;top the import</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Import it &amp;again</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>I&amp;mport a statement…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The bank's statement or a UPI settlement report (CSV, Excel, MT940): each UPI and bank payment of the till is matched to its credit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Import the bank's statement to prove the UPI and bank takings.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Proved</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not yet in the statement</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Questioned</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Customer still owes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Written off</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Payments questioned</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No payment is questioned.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Re&amp;solve…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open in &amp;Lookup</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Credits that match no sale</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Every credit matches a sale.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Import a statement</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Statements</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reading the statement…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Payouts of the payment apps</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No settlement report names a payout yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Credits that match no sale, or the payment apps' payouts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No statement imported yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{tender} takings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{tender} refunds</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Settl&amp;e with credits…</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BANK_UNCHECKED</name>
        <message>
            <source>Accept the stateme&amp;nt…</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BANK_PAYOUTS</name>
        <message numerus="yes">
            <source>%n payment(s)</source>
            <translation>
                <numerusform>%n payment</numerusform>
                <numerusform>%n payments</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n refund(s)</source>
            <translation>
                <numerusform>%n refund</numerusform>
                <numerusform>%n refunds</numerusform>
            </translation>
        </message>
        <message>
            <source>{payments}: {amount}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Arrived in full</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{amount} missing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{amount} more than the report says</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No credit of the bank statements carries it: {amount} missing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not in the bank statement yet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{amount} missing: a fee the report does not show</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BANK_PROOFS</name>
        <message>
            <source>UPI and bank payments</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BANK_RESOLVE</name>
        <message>
            <source>{tender} {amount}, reference {reference}, receipt {receipt}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reference or reason</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Reference or reason</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Resolve</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancel</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>e.g. pays at the counter on Friday</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>why it is written off</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>e.g. paid a rupee over; to be given back</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the reference the credit carries; paid in several transfers, each one's</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BANK_SETTLE</name>
        <message>
            <source>Payments chosen: {owed}. Credits chosen: {received}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>They add up.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>They differ by {amount}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{receipt} · {tender} {amount} · {reference}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{day} · {amount} · {reference} · {payer}</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n payment(s) of {amount} ({receipts}) received under {references}</source>
            <translation>
                <numerusform>%n payment of {amount} ({receipts}) received under {references}</numerusform>
                <numerusform>%n payments of {amount} ({receipts}) received under {references}</numerusform>
            </translation>
        </message>
        <message>
            <source>Tick the payment, or the payments, to settle.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tick the credits that paid them.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BANK_SETTLE_DIALOG</name>
        <message>
            <source>Settle with the statement's credits</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tick the payments and the credits that paid them: one payment in several transfers, or one payout of many payments. They must add up to the paisa.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Payments</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Credits</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Payments</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>C&amp;redits</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Settle</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancel</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BILL_MODEL</name>
        <message>
            <source>Item</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Amount</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BOOKABLE_MODEL</name>
        <message>
            <source>Booking closes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Closes in</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bookable</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancelled by the operator</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BOOKING_CANCEL</name>
        <message>
            <source>the whole booking</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n seat(s)</source>
            <translation>
                <numerusform>%n seat</numerusform>
                <numerusform>%n seats</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n passenger(s)</source>
            <translation>
                <numerusform>%n passenger</numerusform>
                <numerusform>%n passengers</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>BOOKING_CARD</name>
        <message>
            <source>{amount} owed to the customer, not yet paid</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Wallet refunded</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Wallet charged</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{trip} · {boat} · {day} · departs {departs}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancelled</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Confirmed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Passengers of the booking</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tick the passengers to cancel.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fare</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Permit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Passengers (tick the ones to cancel)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Passengers and money</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Seats (active of booked)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;Balance&lt;/b&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Journal status</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Journal entry</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Money and ledger</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{active} of {booked}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BOOKING_CONTROLLER</name>
        <message>
            <source>A booking is still being confirmed. Start the next sale when it is done.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>An earlier sale's answer has not come</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{notice} Start another sale anyway? A sale for the same trip, day and customer is not sent until that one is settled.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BOOKING_DRAFT</name>
        <message>
            <source>no customer yet</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n passenger(s)</source>
            <translation>
                <numerusform>%n passenger</numerusform>
                <numerusform>%n passengers</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n seat(s)</source>
            <translation>
                <numerusform>%n seat</numerusform>
                <numerusform>%n seats</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>BOOKING_EXCHANGE</name>
        <message>
            <source>Booking {old} was exchanged for {new}: one receipt, {receipt}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The new booking {new} is made and paid, but booking {old} is still held ({what}): its cancellation did not go through ({why}). Press Retry the cancellation now or later; the app also tries it at the next start.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Booking {booking} was not sold and paid for at this counter: it cannot be exchanged here.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing of booking {booking} is left to move.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing is to pay: take no tender.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>it starts {moment}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>it starts on {day}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Booking {booking} can no longer be cancelled, so it cannot be moved to another day: cancellation closes 24 h before the start, and {when}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Booking {booking} can no longer be cancelled, so it cannot be moved to another day: cancellation closes 24 h before the start.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BOOKING_FAULTS</name>
        <message>
            <source>the disk is full</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>its journal is in use by another program (another Counterdesk window?)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>its journal folder is read-only</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>its journal file is damaged or the disk cannot be read</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This computer cannot save the cancellation: {reason}. Nothing was sent or charged.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This computer cannot save the sale: {reason}. Nothing was sent or charged.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BOOKING_FLOW</name>
        <message>
            <source>Customer phone is not a phone number ({hint}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>It is sold out.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Only %n seat(s) are left.</source>
            <translation>
                <numerusform>Only %n seat is left.</numerusform>
                <numerusform>Only %n seats are left.</numerusform>
            </translation>
        </message>
        <message>
            <source>This departure has no fare for this passenger.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BOOKING_FORM</name>
        <message>
            <source>an ID type</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the document number</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a scan of the document</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Foreign passengers always need a passport, its number and a scan.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This trip needs {needs} for every passenger.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Seats</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Passenger&amp;s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Quick passenger</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Re&amp;view…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ctrl+Enter. Checks the sale; nothing is sent yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Customer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Check passenger {numbers}.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Nothing was sent: %n field(s) need(s) attention.</source>
            <translation>
                <numerusform>Nothing was sent: 1 field needs attention.</numerusform>
                <numerusform>Nothing was sent: %n fields need attention.</numerusform>
            </translation>
        </message>
        <message>
            <source>{total} &lt;b&gt;{customer}&lt;/b&gt; · wallet charged {wallet}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{total} &lt;b&gt;{customer}&lt;/b&gt; · wallet charged {wallet} (passengers without age or nationality not priced yet)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BOOKING_LEFT</name>
        <message>
            <source>That sale is not waiting for an answer any more: nothing to decide.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The sale {customer} left came through as booking {booking}: the app cancelled it (the service kept {fee}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{done} Give {customer} back {amount} by {mode}: the refund is recorded.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{done} Refund owed to {customer}: {amount}.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BOOKING_PASSENGERS</name>
        <message>
            <source>card genuine (UIDAI signature)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BOOKING_REPLAY</name>
        <message>
            <source>{request} went through: the service credited {currency} {amount} back to the agency's wallet (refund {reference}). What the customer gets back is shown in Lookup.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The cancellation of booking {reference}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The booking for {customer} ({product}, {date})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{request} is not confirmed yet: {why}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the service did not answer ({problem}). It will be tried again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>it was sent as agent {agent} ({tenant}); it is resolved when the app next runs with that agent's key.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>it is older than the 30 days the service keeps answers, so sending it again could book it twice. Check it with the service.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>it cannot be sent again as it was ({problem}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>this computer cannot save it now: {reason}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{request} went through: booking {reference}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{problem} It will be tried again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{request} was not made: {problem}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BOOKING_UNRESOLVED</name>
        <message>
            <source>amount not priced</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>sent at {time}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>never sent (written down at {time})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{customer}, {product} on {date}, {amount}, {sent}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>An earlier sale's answer has not come: {sale}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{notice} This sale is for the same trip, day and customer, so it is not sent: it could be charged twice. The app keeps asking the service; sell it again only once that sale is settled.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stopped: the journal shows it was never sent.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>booking {reference}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>refund {reference}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not saved on this computer yet ({reason}): {names}. The app keeps trying.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not saved on this computer yet: {names}. The app keeps trying.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This sale may have reached the service, so it may be booked and paid. Only the service's answer can close it; if the customer has left, a supervisor can have it cancelled as soon as it shows booked.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BOOKS_CHECKS</name>
        <message>
            <source>Event {event}, booking {booking}: its lines in the books do not balance (debits {amount}).</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Event {event}, booking {booking}: its lines in the books ({amount}) are not what its rule posts from it ({was}).</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Event {event}, booking {booking}: after it the drawer in the books is below zero ({amount}).</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Event {event}, booking {booking}: after it the wallet's credit used is in debit in the books ({amount}).</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Event {event}, booking {booking}: edited in the books after it was sent ({amount}; the agency store received {was}).</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Event {event}, booking {booking}: deleted from the books after it was sent (the agency store holds it, {amount}).</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Event {event}, booking {booking}: posted twice in the books ({amount} again).</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Event {event}, booking {booking}: the books do not hold it as the money events' chain sealed it when it was posted ({amount} in the books now).</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Event {event}, booking {booking}: in the counter's books ({amount}), never posted at its till nor sent to the agency store.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Event {event}, booking {booking}: rewritten at the counter after its link reached the agency store, before it was sent ({amount} as sent).</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The counter's books ({amount} in debits) are not the agency store's copy of its events ({was}) with the changes its check names: rewritten beyond them.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Event {event}: after the close's count the drawer in the books differs by {amount} from what was counted ({was}).</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Account {account}, event {event}: at the latest statement's closing day ({was} by the statement), {amount} of its balance in the books is explained neither by a line of the statement nor as an entry it does not show yet.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Account {account}, booking {booking}: the books differ by {amount} from the charge's taxable value the GSTR-1 states of its documents of the agent's scheme, net of credit notes ({was}).</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Account {account}, booking {booking}: the books differ by {amount} from the output tax of its head the GSTR-1 states of its documents, net of credit notes ({was}).</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Account {account}: the books differ by {amount} from what its payments and refunds the bank has not proved and the payouts' shortfalls explain ({was}).</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>BOOK_SCREEN</name>
        <message>
            <source>&lt;h2&gt;Book&lt;/h2&gt;&lt;p&gt;Choose a slot or a departure in the Catalogue (Ctrl+1): open an item with Enter, pick a row and press Enter again. The sale starts here.&lt;/p&gt;</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BREACH</name>
        <message>
            <source>scans of ID documents</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ID document numbers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>phone numbers and e-mail addresses</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>names</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>from {began}, not known to have ended</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>from {began} to {ended}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Someone could try to use your ID document's details to pretend to be you, for example to open an account or a SIM card in your name.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You may receive calls, messages or e-mails that pretend to come from us or from a bank, asking for money or passwords.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your name alone is unlikely to harm you.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Do not share passwords, OTPs or card numbers with anyone who calls or writes about this; we will never ask for them.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Watch for accounts or SIM cards opened in your name, and report any to the police and to the office that issued your ID document.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{agency}: your personal data may have been exposed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What happened</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{what} It happened {when} at {where}. It concerns your {kinds} held for your booking {refs}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What it may mean for you</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What we have done</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What you can do</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Whom to contact</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{contact}, who can answer your questions about this.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BRIDGE</name>
        <message>
            <source>The service is reachable again.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>CATALOGUE_DETAIL</name>
        <message>
            <source>Details of the item</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Description, policies and prices to read out to the customer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose an item in the list to see its description, policies and prices.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>CATALOGUE_MODEL</name>
        <message>
            <source>Location</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Boat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Departs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Net fare</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Per person, the catalogue's fare: no fare GST, no markup</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Per person, what the customer pays: fare GST and service charge included</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>CATALOGUE_SCREEN</name>
        <message>
            <source>Loading boats…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Loading activities…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Boats {as_of}, refreshing…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Boats {as_of}, not refreshed: the service did not answer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Activities {as_of}, refreshing…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Activities {as_of}, not refreshed: the service did not answer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No boats for this date.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No activities for this date.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n boats</source>
            <translation>
                <numerusform>%n boat</numerusform>
                <numerusform>%n boats</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n activities</source>
            <translation>
                <numerusform>%n activity</numerusform>
                <numerusform>%n activities</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %n boats match the filter</source>
            <translation>
                <numerusform>{shown} of %n boat match the filter</numerusform>
                <numerusform>{shown} of %n boats match the filter</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %n activities match the filter</source>
            <translation>
                <numerusform>{shown} of %n activity match the filter</numerusform>
                <numerusform>{shown} of %n activities match the filter</numerusform>
            </translation>
        </message>
        <message>
            <source>Catalogue</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Enter opens the selected item's availability</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show availability</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show availability (Enter)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This item of the kept list cannot be opened: wait for the service's list (F5).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Departures: {title}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Slots: {title}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing left today — showing {day}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No slots on this date. Try another date.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No departures on this date. Try another date.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The list last seen, kept on this computer. Opening an item asks the service for its seats and prices: nothing is booked from this list.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show net fares</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The catalogue's fares per person, without fare GST or markup</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>CATALOGUE_TOOLBAR</name>
        <message>
            <source>That date cannot be chosen: trips are sold from {first} on.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{day} has passed: trips are sold from {first} on.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Activities</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Boats</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Activities</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Boats</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Alt+← / Alt+→ change the day</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{title} (Alt+{key}), then type in the filter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Travel date</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Travel date: {keys}, from anywhere on this screen</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keep this day</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ticked, the next sale starts on this travel date too; unticked, each new sale starts on today.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Filter by name, place or description (Ctrl+F)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Filter the catalogue</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Name, place or description; Enter opens the first match (Ctrl+F comes here)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>CLOSE_SHIFT</name>
        <message>
            <source>Type why the drawer is off: it is kept with the Z report.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>none: the drawer is right</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{amount} short</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{amount} over</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancel</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Close the shift</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The drawer is off by more than {limit}: type why, then a supervisor's PIN is asked.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Reason</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Difference</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cash expected</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Owed to customers</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Close with &amp;money owed to customers</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Customers are owed {amount}: tick to close with it owed.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Cash counted</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Why the drawer is off</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>e.g. change given twice to one customer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Z report closes the shift for good. Check the cash counted against what the drawer should hold.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Close the shift</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>0 if all of it stays</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cash banked or taken out of the drawer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Banked or taken out</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Left in the drawer (next float)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Type the cash banked or taken out as an amount, no more than was counted ({counted}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Owed to</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Owed by</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>CONFIRM_CANCELLATION</name>
        <message>
            <source>Cancel booking?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;p&gt;Cancel &lt;b&gt;{what}&lt;/b&gt; ({names}) of booking &lt;b&gt;{reference}&lt;/b&gt;?&lt;/p&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;p&gt;Cancel &lt;b&gt;{what}&lt;/b&gt; of booking &lt;b&gt;{reference}&lt;/b&gt;?&lt;/p&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;p&gt;{refund} will be credited to the wallet (platform charge {charge}).&lt;/p&gt;&lt;p&gt;This cannot be undone.&lt;/p&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Yes, cancel and refund</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;No, keep the booking</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;p&gt;The customer gets {refund} back by the rule ({tenders}).&lt;/p&gt;</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>COUNTER_BILL</name>
        <message>
            <source>Fare per person</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Commission per person</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Net per person</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Net for %n seat(s)</source>
            <translation>
                <numerusform>Net for %n seat</numerusform>
                <numerusform>Net for %n seats</numerusform>
            </translation>
        </message>
        <message>
            <source>Total</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{number}. {name} ({ticket}, {nationality})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Boat fares, net of commission</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Permits (government fee, no GST)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Passport</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Aadhaar</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Voter ID</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Driving licence</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ID</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Net total</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Debited from the wallet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>from cash</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>from credit</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>COUNTER_CHOICES</name>
        <message>
            <source>{trip} on {boat}, {date}, departs {time}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>COUNTER_DISRUPTIONS</name>
        <message>
            <source>{amount} stays owed to {customer} until Refund records it on Lookup with their address, which their credit note names.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{amount} stays owed to {customer} until Refund records it on Lookup.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>COUNTER_ESCPOS</name>
        <message>
            <source>{target} is a system printer: it prints through its driver.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The receipt printer {target} cannot be reached: {problem}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Counterdesk test page</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n characters fit on a line above.</source>
            <translation>
                <numerusform>%n character fits on a line above.</numerusform>
                <numerusform>%n characters fit on a line above.</numerusform>
            </translation>
        </message>
        <message>
            <source>Bold text for totals</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scan the code: it reads TEST.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The receipt printer {target} stopped mid-job: {problem}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>COUNTER_HISTORY</name>
        <message>
            <source>Nothing was paid at this till.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Cash tendered {tendered}, change {change}.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Credit carried from booking {booking}: {amount}.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Given back to the customer on {booking}: {amount}.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Given back to the customer: {amount} ({ways}).</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Still owed to the customer: {amount}, not yet paid.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The customer paid {amount} ({ways}).</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>No customer payment was taken at this till.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The wallet was charged {total} ({cash} from its balance, {credit} on credit).</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{status}: {details}. Remaining: {names}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{status}: {details}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>wallet credited {amount}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>customer refund {amount} by {mode}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seats} cancelled {time} ({refund}, {reference})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seats} cancelled {time} ({refund})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{amount} by {mode}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Change given: {amount}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Refunded to the customer: {amount} ({parts}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing was given back.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>COUNTER_JOURNAL_LOCK</name>
        <message>
            <source>Counterdesk is already open on this computer with the same journal ({folder}). Use that window: two windows on one journal could sell the same seat twice.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>COUNTER_KEYSTORE</name>
        <message>
            <source>This computer has no password store (keyring), so the API key is kept for this session only: enter it again after restarting the app. It is never written to a file.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>API keys are kept in this computer's password store ({store}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The API key is saved in this computer's password store.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>COUNTER_MESSAGES</name>
        <message>
            <source>{change} Selling is stopped: check the service address in Settings (Ctrl+6), then press Save to reconnect.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{problem} Open Settings (Ctrl+6) and enter the key again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The service refused the API key. Open Settings (Ctrl+6) and enter the key the service's office issued to this agency.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The service has disabled access for this agency. Call the service's office to have it restored; nothing can be sold until then.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Boat trips are unavailable right now because the boat operator's system is down. Activities can still be sold; try boats again in a few minutes.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The service asked the counter to slow down. Wait {seconds} seconds, then try again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The service asked the counter to slow down. Wait a minute, then try again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The service is having trouble right now. Try again in a minute; if it keeps happening, call the service's office.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The service sent an answer this app cannot read. Try again; if it keeps happening, note the time and tell your support contact.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The wallet cannot cover this. Top up the wallet or ask the service's office to raise the credit limit.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{problem} Choose another slot or date.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{problem} Check the reference and try again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The service did not accept this: {problem} Correct it and try again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{problem} Refresh and check before trying again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The service could not complete this ({problem}). Try again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The service cannot be reached. Check this counter's network connection; the app will try again shortly.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The service cannot be reached. Check this counter's network connection; the app will try again at {time}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fewer seats are left than were asked for.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Booking has closed for this slot: its cut-off has passed.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>COUNTER_PRINTERS</name>
        <message>
            <source>the system's default printer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{target}: the USB {part} must be 4 hexadecimal digits, as in 04b8.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{target}: the port must be a number from 1 to 65535.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{target}: write the printer's address as tcp://192.168.1.50:9100.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{target}: write the printer's USB vendor and product ids as usb://04b8:0202.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>vendor id</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>product id</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{target}: name the serial port, as in serial:///dev/ttyUSB0 or serial://COM3.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{target}: the baud rate must be one of {rates}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{target}: a receipt printer's address starts with tcp://, usb:// or serial://; a system printer is named without one.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The receipt printer: {problem}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The receipt is printed on A4 or A5 paper.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The voucher printer: {problem}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The voucher is printed on A4 or A5 paper.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The agency copy printer: {problem}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The agency copy is printed on A4 or A5 paper.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The reports printer: {problem}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reports are printed on A4 or A5 paper.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>COUNTER_REPORT</name>
        <message>
            <source>{product} (the customer left; the service kept {currency} {fee})</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>COUNTER_RUNTIME</name>
        <message>
            <source>Agency link</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Retention eraser</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Books</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Mail</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Pending sales</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Disruption watch</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>DOMAIN_AADHAAR</name>
        <message>
            <source>An Aadhaar number has 12 digits: check it on the card.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No Aadhaar number starts with 0 or 1: check it on the card.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This is not an Aadhaar number (its last digit does not check): a digit is mistyped.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The card's QR ends in {last_four}: this number is another card's, or mistyped.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>DOMAIN_AADHAAR_QR</name>
        <message>
            <source>Not read: longer than any QR code holds (a paste, not one scan). Nothing was filled in; scan the card's QR again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not read: the scan was cut short. Nothing was filled in; hold the card still and scan its QR again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not read: this code unpacks to far more than an Aadhaar QR holds and was refused. Nothing was filled in; type the passenger.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not read: UIDAI's signature does not match the card's data (the code was altered). Nothing was filled in; see the card and type the passenger.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not read: signed with a key UIDAI never published. Nothing was filled in; see the card and type the passenger.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not read: this is not an Aadhaar Secure QR code. Nothing was filled in; scan the big QR code on the card, or on the mAadhaar app's profile.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not read: this app holds no UIDAI key of the time this QR was made, so it cannot tell it genuine. Nothing was filled in; type the passenger (an update of the app brings UIDAI's newer keys).</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ERROR_WORDS</name>
        <message>
            <source>another program is using the file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>something unexpected went wrong</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the disk can only be read, not written</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the disk is full</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the disk reports an error</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the file or folder is not there</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>this computer does not allow the file or folder to be used</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>EXCESS_REFUND_CONTROLLER</name>
        <message>
            <source>{amount} paid back by {mode}: nothing is owed now.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>JOB_HEALTH</name>
        <message numerus="yes">
            <source>stopped after %n restart(s)</source>
            <translation>
                <numerusform>stopped after %n restart</numerusform>
                <numerusform>stopped after %n restarts</numerusform>
            </translation>
        </message>
        <message>
            <source>late</source>
            <translation type="unfinished"></translation>
        </message>
        <message numerus="yes">
            <source>restarted %n time(s)</source>
            <translation>
                <numerusform>restarted %n time</numerusform>
                <numerusform>restarted %n times</numerusform>
            </translation>
        </message>
        <message>
            <source>{job}: {trouble}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{line}. Last error: {why}</source>
            <translation type="unfinished"></translation>
        </message>
        <message numerus="yes">
            <source>{job} stopped at {time} after %n restart(s): {why}. Start it again in Background jobs; if it stops again, call support.</source>
            <translation>
                <numerusform>{job} stopped at {time} after %n restart: {why}. Start it again in Background jobs; if it stops again, call support.</numerusform>
                <numerusform>{job} stopped at {time} after %n restarts: {why}. Start it again in Background jobs; if it stops again, call support.</numerusform>
            </translation>
        </message>
        <message>
            <source>{job} has done nothing since {time}, longer than it may.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>last round {time}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>next round when there is work</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>next round {time}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>JOB_BOOKS</name>
        <message>
            <source>Books: {done} of {total} posted</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Books: kept</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The journal&apos;s history could not be posted to the books ({kind}); tried again at the next start.</source>
            <translation type="unfinished"></translation>
        </message>
        <message numerus="yes">
            <source>Books: %n problem(s)</source>
            <translation>
                <numerusform>Books: 1 problem</numerusform>
                <numerusform>Books: %n problems</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n problem(s) in the books</source>
            <translation>
                <numerusform>1 problem in the books</numerusform>
                <numerusform>%n problems in the books</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>JOB_ERASER</name>
        <message numerus="yes">
            <source>Retention: %n sale(s) erased</source>
            <translation>
                <numerusform>Retention: %n sale erased</numerusform>
                <numerusform>Retention: %n sales erased</numerusform>
            </translation>
        </message>
        <message>
            <source>ID numbers and scans due for erasure could not be erased ({kind}); tried again tomorrow.</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>JOB_REPLAY</name>
        <message numerus="yes">
            <source>Pending: %n unanswered</source>
            <translation>
                <numerusform>Pending: %n unanswered</numerusform>
                <numerusform>Pending: %n unanswered</numerusform>
            </translation>
        </message>
        <message>
            <source>Pending: none</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>JOB_WATCH</name>
        <message numerus="yes">
            <source>Watch: %n open</source>
            <translation>
                <numerusform>Watch: %n open</numerusform>
                <numerusform>Watch: %n open</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>JOB_KEEPER</name>
        <message>
            <source>it was stopped from outside</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>it failed ({kind})</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>AGENCY_JOB</name>
        <message>
            <source>{link} · records sent unsealed: this computer has no keyring to keep their key</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>the agency link's thread ended</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Agency: none</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>COUNTER_SANDBOX_PROCESS</name>
        <message>
            <source>no answer within {seconds} s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>its process ended with exit code {code}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>its database file is damaged or is not a sandbox&apos;s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>its database file cannot be opened or made</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>COUNTER_START_CACHE</name>
        <message>
            <source>as of {time}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>COUNTER_WALLET</name>
        <message>
            <source>Agent {number}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Connected. {agent}; wallet balance {balance}, credit available {credit}, as read at {moment}.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>CRASH</name>
        <message>
            <source>Something went wrong inside Counterdesk. The app keeps running and what you typed is kept; if the same action fails again, restart the app and tell your support contact.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Something went wrong inside Counterdesk. The app keeps running and what you typed is kept; if the same action fails again, restart the app and tell your support contact. The details are in the log file:
{log_file}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Counterdesk: unexpected error</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>CRASH_NOTICE</name>
        <message>
            <source>Counterdesk stopped unexpectedly on {time}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No sale was lost: every sale made is kept in the journal.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No sale was lost.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The sale being typed ({summary}) was kept and is offered back now.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The sale that was on its way to the service ({products}) is checked with the service now; the answer shows at the top of the window.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A report of what happened was written. Copy it or save it for your support contact: keys, passwords and passport numbers are left out of it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a fatal error</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>closed from outside (killed, a power cut or a shut-down)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{time} · {how}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Counterdesk stopped unexpectedly</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Crash reports</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The times Counterdesk stopped unexpectedly (the last {keep} are kept). Copy or save a report for your support contact.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Counterdesk has not stopped unexpectedly: there are no reports.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The report</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Copy report</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Save report…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>C&amp;lose</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The report was copied: paste it into a message.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save the crash report</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The report was not saved: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The report was saved as {path}.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>CREDIT_GAUGE</name>
        <message>
            <source>Credit facility</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Credit used {used} of the {limit} credit limit ({percent}); credit left {left} (cash not included)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>credit left · {percent} of the credit limit used</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>CUSTOMER_DATA</name>
        <message>
            <source>&amp;Name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Phone</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;E-mail</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>printed the ID numbers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>saw the ID numbers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>saw an ID scan</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>exported the data</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>printed the summary</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>corrected the details</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>erased the data</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The customer's data: {ref}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Save the summary as PDF for them</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save the &amp;correction</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Correct the customer's details</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Passengers' &amp;ID numbers…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Who looked at this data…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save the ID &amp;list as PDF</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing was changed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The correction is saved.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No ID numbers are held.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No one has read this customer's ID data.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The log is whole.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The log was changed: {problems}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The log cannot be proved whole: {problems}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>CUSTOMER_DATA_CONTROLLER</name>
        <message>
            <source>The file could not be written ({reason}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the customer asked for a summary</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The summary is in {path}: print it or give it to the customer, then delete it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the customer asked for a correction</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing was corrected: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Passengers' ID documents: {ref}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The list is in {path}: give it to the operator, then delete it.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>CUSTOMER_DISPLAY</name>
        <message>
            <source>Customer display</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scan with any UPI app to pay {amount} by UPI</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Welcome</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{when}
Please check the names: {names}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Thank you!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Have a good trip.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your change: {amount}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>UPI part: {part} of {total}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{total}: {amount}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>CUSTOMER_FACING</name>
        <message>
            <source>What the customer sees: UPI and display</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>e.g. agency@okaxis (empty: no UPI QR)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Empty: the agency's name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show the sale to the customer on a second screen</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Agency's UPI ID</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>UPI payee name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Name, phone and e-mail (empty: the agency)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Optional, e.g. CCTV at the counter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Contact for personal data</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Added to the privacy notice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The UPI payee name is empty, and so is the agency&apos;s name it stands for: type one of them.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The UPI payee name is empty, and the agency&apos;s name it stands for is longer than {most} letters: type a shorter payee name.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>CUSTOMER_FIELDS</name>
        <message>
            <source>Customer before: {name}, {email}{business}. Enter fills them in.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>, GSTIN {gstin}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Customer &amp;name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>As on the customer's ID</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;E-mail</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>P&amp;hone</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>15 characters, e.g. 29AAGCB7383J1Z4</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>As registered for GST</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>State code</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>2 digits; blank: the GSTIN's state</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Name, e-mail, phone[, seats]  (e.g. Asha Rao, asha@example.in, 9876543210, 2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The customer in one line, separated by commas. Enter fills the three fields below.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Quick cus&amp;tomer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Customer's phone</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The number as it will be sent</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Business customer (GST invoice)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The customer display, the voucher, the receipt and the refund slip are in this language; your screens stay in yours.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Customer&apos;s language</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Customer&apos;s GSTIN</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>E-mail the &amp;files</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Address</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>CUSTOMER_REFUND</name>
        <message>
            <source>Customer&apos;s excess</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>reference; empty for cash</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pay back the e&amp;xcess</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Paid back by</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Customer refund</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Record the refund given</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>By the rule</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The service gave the agency</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Paid &amp;back by</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reference</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Customer's addr&amp;ess</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In rupees and paise; more than the rule needs a supervisor.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lower it for an agency fee if you must; more than the rule needs a supervisor.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Recorded: give back {amount} by {mode}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>reference</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The reference of the refund paid (a transfer's or the card reversal slip's); empty for cash.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Nothing more is owed after this</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ticked, what is not given now is kept (an agency fee); unticked, it stays owed by its tender and is paid later.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Owed by</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Give back now</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{given} Still owed: {owed}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>nothing</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>CUSTOMER_REFUND_CONTROLLER</name>
        <message>
            <source>Refund slip {number} was not printed: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Refund slip {number} printed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Type the refund in rupees and paise, zero or more.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No shift is open: open one on the Shift report screen (Ctrl+7), then record.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No receipt printer is set: write the refund slip by hand.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The refund slip is printed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The refund slip was not printed: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Credit note {number} was not printed: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Credit note {number} printed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing to record: type what goes back now, or tick that nothing more is owed.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>DATA_SUMMARY</name>
        <message>
            <source>this agency</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Name: {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Phone: {phone}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>E-mail: {email}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bookings: {refs}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Passengers: {names}</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>ID numbers in use: %n</source>
            <translation>
                <numerusform>ID number in use: %n</numerusform>
                <numerusform>ID numbers in use: %n</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Digests of ID scans: %n</source>
            <translation>
                <numerusform>Digest of an ID scan: %n</numerusform>
                <numerusform>Digests of ID scans: %n</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>ID numbers kept out of use, sealed: %n</source>
            <translation>
                <numerusform>ID number kept out of use, sealed: %n</numerusform>
                <numerusform>ID numbers kept out of use, sealed: %n</numerusform>
            </translation>
        </message>
        <message>
            <source>The booking service we sell through and the boat or tour operator of each trip.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{agency}'s shared records of its counters.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What {agency} holds about you</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What we hold</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Why</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>To book your trips; for the operator's identity checks; for your receipts or GST invoices and our tax records.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Who else received it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>How long</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ID numbers: out of use {days} days after each trip, destroyed one year after the booking. Names, contacts and amounts: with the tax records, as long as tax law requires.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What you may ask</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A correction, an erasure, or a copy of this data; to complain, contact {contact}, then the Data Protection Board of India.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>DAY_CHART</name>
        <message>
            <source>Total</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Balance ({currency})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Balance after</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Change</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Booking ref</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Time</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{title}: table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The same figures are in the table beside the chart.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>DAY_CHARTS</name>
        <message>
            <source>No sales yet on this day.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Takings by tender (net of refunds paid)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No takings yet: the drawer's figures come with the shift.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hour</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Counter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What the wallet paid</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What customers paid</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sales by hour: what the wallet paid</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sales by hour: what customers paid</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What sales by hour add up</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Wallet ({currency})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Customers ({currency})</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>DESK</name>
        <message>
            <source>Some ID numbers or scans of the kept sale cannot be read: they were kept encrypted with a key this computer's password store no longer has. Type or scan them again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A sale was in progress when Counterdesk last closed: {summary} (saved {saved}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Restore it to go on where it was left, or discard it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Restore it</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>DETAIL_HTML</name>
        <message>
            <source>Rates before GST</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fare before GST</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Net partner price, before GST: {low} – {high}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Net fare, before fare GST and service charge: {price}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What the customer pays: fare GST and service charge included</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>These prices summarise the coming dates. The exact fare of a date and slot comes from the availability search (press Enter).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Price per person</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Included</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not included</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancellation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not available: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Available dates</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Booking cut-off</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{minutes} minutes before the slot starts (a slot may set its own cut-off, which then applies).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;required&lt;/b&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>not required</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>&lt;i&gt;{boat}&lt;/i&gt; · departs {departs}, trip ends {ends} · %n seat(s) left</source>
            <translation>
                <numerusform>&lt;i&gt;{boat}&lt;/i&gt; · departs {departs}, trip ends {ends} · 1 seat left</numerusform>
                <numerusform>&lt;i&gt;{boat}&lt;/i&gt; · departs {departs}, trip ends {ends} · %n seats left</numerusform>
            </translation>
        </message>
        <message>
            <source>Foreign passengers always need a passport, its number and a scan of it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{percent} % on the boat fare (permits are government fees)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Identity documents</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ID document for every passenger: {id_type}&lt;br&gt;Document number: {number}&lt;br&gt;Scan of the document: {scan}&lt;br&gt;&lt;i&gt;{foreign}&lt;/i&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ticket</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Age</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nationality</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Net</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rates</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No fare: {tickets} (not in this range).</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>DISRUPTIONS_CONTROLLER</name>
        <message>
            <source>Rebooked.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The message for {customer} is copied: paste it into SMS or WhatsApp.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>DISRUPTIONS_SCREEN</name>
        <message>
            <source>Counter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Departure</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Disrupted bookings of every counter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancelled by the operator</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Changed by the operator</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n seat(s)</source>
            <translation>
                <numerusform>%n seat</numerusform>
                <numerusform>%n seats</numerusform>
            </translation>
        </message>
        <message>
            <source>Booking</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Customer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Phone</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>E-mail</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Party</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Wallet got back</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Owed to the customer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Found</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Disruptions</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Disrupted bookings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No booking of this counter is disrupted.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Message for the customer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Copy message</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Refund</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Re&amp;book…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Customer &amp;told</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Message for the customer (SMS, WhatsApp):</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n departure(s) disrupted</source>
            <translation>
                <numerusform>%n departure disrupted</numerusform>
                <numerusform>%n departures disrupted</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n booking(s) to deal with</source>
            <translation>
                <numerusform>%n booking to deal with</numerusform>
                <numerusform>%n bookings to deal with</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Across the agency: %n booking(s) open</source>
            <translation>
                <numerusform>Across the agency: %n booking open</numerusform>
                <numerusform>Across the agency: %n bookings open</numerusform>
            </translation>
        </message>
        <message>
            <source>Letter</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n of {sold} seat(s) cancelled</source>
            <translation>
                <numerusform>%n of {sold} seats cancelled</numerusform>
                <numerusform>%n of {sold} seats cancelled</numerusform>
            </translation>
        </message>
        <message>
            <source>{seats}, {amount} a seat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seats}, {amount} a seat, {over} more on one</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>DISRUPTION_BANNER</name>
        <message>
            <source>Open Disruptions</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>The operator cancelled or changed %n booking(s) sold here: their customers are to be told, refunded or rebooked.</source>
            <translation>
                <numerusform>The operator cancelled or changed %n booking sold here: its customer is to be told, refunded or rebooked.</numerusform>
                <numerusform>The operator cancelled or changed %n bookings sold here: their customers are to be told, refunded or rebooked.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>DISRUPTION_MESSAGE</name>
        <message>
            <source>Dear {name}, the operator has changed {trip} of your booking {ref}: it now leaves on {day} at {time}. You can keep the new time, move to another departure, or have your money back. Please call us or come to the counter.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Dear {name}, the operator has cancelled {trip} on {day} (booking {ref}). You can move to another departure or have your money back. Please call us or come to the counter.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Dear {name}, the operator has cancelled {trip} on {day} (booking {ref}). You are owed ₹{amount}. You can have it back, or move to another departure. Please call us or come to the counter.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>News of your booking {ref}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>DOCUMENT_COPIES</name>
        <message>
            <source>Copies of the customer&apos;s documents</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>PDF…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Print</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Receipt or invoice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Credit notes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save a duplicate as PDF</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>DOCUMENT_COPIES_CONTROLLER</name>
        <message>
            <source>The duplicate was not saved: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Duplicate saved to {path}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The duplicate was not printed: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Duplicate printed.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>DOMAIN_CUTOFF</name>
        <message>
            <source>Booking closed {minutes} minutes before the slot start.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Booking closed {days} day(s) before departure.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>DOMAIN_ENVIRONMENT</name>
        <message>
            <source>SANDBOX — training, not valid for travel</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The service changed from {before} to {after} between two answers (a changed address or a misconfigured proxy).</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>DOMAIN_FIELDS</name>
        <message>
            <source>{field} is required.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{field} must be a whole number.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{field} must be from {low} to {high}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{field} must be at least {low}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{field} has a broken character (half of one); retype it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{field} contains a control character (such as NUL, a tab or a line break); retype it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{field} contains an invisible formatting character (such as a right-to-left override or a zero-width space); retype it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{field} must be text.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{field} is {length} characters; at most {most} are allowed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{field} is not valid ({hint}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{field} is not valid.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{field} must be one of {choices}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{field} must be a date written YYYY-MM-DD.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{field} is not a field of this request.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Passenger name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Gender</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ID type</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ID number</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ID document scan</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Customer name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Customer email</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Customer phone</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Travel date</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nationality</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Age</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Qty</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Booking ref</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Module type</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Module</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Action</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Date</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Limit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Request id</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Availability id</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Slot id</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Schedule id</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Activity id</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>DOMAIN_GST</name>
        <message>
            <source>Agent: GST on the service charge only</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tour operator: GST on the whole price</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not registered or composition: Bill of Supply</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The customer's GSTIN is of state {code}, not {state}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A business customer's invoice needs its address.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{code} is not a GST state code.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A registered agency needs its state.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The agency's GSTIN is of state {code}, not {state}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Service charge (reservation)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tour or boat trip</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tour or boat price paid on your behalf (pure agent, not taxable)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Discount</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Round off</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The amount charged is the gross amount for the tour, including the charges for accommodation and transport. No input tax credit has been taken on the goods and services used for it, other than tour operator services bought from another tour operator (notification 11/2017-Central Tax (Rate), Sl. No. 23 (i)).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The tour operator's rate applies only to tours that include accommodation and transport. A boat or activity sale alone is taxed as the agent's charge.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A consumer's tax invoice of 50,000 or more taxable value names their address.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A credit note to a consumer names their address.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The place of supply is taken from the customer's address: give it.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>DOMAIN_GSTIN</name>
        <message>
            <source>A GSTIN has 15 characters; this one has {length}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A GSTIN starts with a state code from 01 to 38, not {code}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A GSTIN is the state code, the PAN (5 letters, 4 digits, 1 letter), the entity number, Z and a check character.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This GSTIN's last character does not match: check it for a typing mistake.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>DOMAIN_IDENTITY</name>
        <message>
            <source>A foreign passenger needs a passport as the ID.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This trip needs an ID type for every passenger.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A foreign passenger needs the document number.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This trip needs the document number.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A foreign passenger needs a scan of the document.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This trip needs a scan of the document.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Female</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Other</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Male</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>DOMAIN_MODULES</name>
        <message>
            <source>Boat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Activity</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>DOMAIN_MRZ</name>
        <message>
            <source>line {number} has {length} characters, expected {expected}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a passport's MRZ is two lines of {expected} characters; got {count} line(s), {size} characters</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>line {number} holds characters other than A-Z, 0-9 and &lt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>line 1 does not start with P: this is not a passport</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{field} check digit is {given}, expected {expected}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{field} {text} is not a date (YYMMDD)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>document number</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>date of birth</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>expiry date</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>personal number</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>composite</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>DOMAIN_PAYMENT</name>
        <message>
            <source>Type the amount in rupees and paise, for example 1250.50.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The amount must be more than zero.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Type the cash handed over in rupees and paise.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The cash handed over ({tendered}) is less than the cash part ({amount}): take {more} more.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The parts add up to {paid}, not the price {price}: {short} is still to pay.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The parts add up to {paid}, not the price {price}: {extra} too much.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose how the customer pays: {ways}.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>DOMAIN_PERIOD</name>
        <message>
            <source>The first day ({first}) is after the last day ({last}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The last day ({last}) has not come yet: the export ends today ({today}) at the latest.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>DOMAIN_PHONE</name>
        <message>
            <source>e.g. 98765 43210 or +91 98765 43210</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>DOMAIN_PIN</name>
        <message>
            <source>The supervisor PIN is {least} to {most} digits, or a passphrase of at least {phrase} characters.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Too many wrong PINs: try again in {seconds} seconds.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Too many wrong PINs: the PIN is locked until it is set again in Settings, on its Supervisor PIN page, by the API key's holder.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>DOMAIN_REQUESTS</name>
        <message>
            <source>write it like name@example.com</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>8 to 15 digits, no spaces, no +</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Travel date is in the past (today is {today}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Each passenger must be an object.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Age must be a whole number from 0 to {most}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ID number is at most {most} characters.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A boat booking needs the list of passengers.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There are {count} passengers but the quantity is {qty}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose at least one passenger to cancel.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Passenger ids must be distinct numbers.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The word “{word}” is typed in letters of another alphabet that only look Latin (such as Cyrillic or Greek); retype it in Latin letters.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The word “{word}” mixes letters of different alphabets (such as a Cyrillic or Greek letter that looks Latin); retype it in one alphabet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A name on a passport must be typed in Latin letters, as in the passport's machine-readable lines.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>DOMAIN_STATUS</name>
        <message>
            <source>Cancelled</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Confirmed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Part-cancelled</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>DOMAIN_TICKETS</name>
        <message>
            <source>Infant</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Child</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Adult</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Foreigner</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Indian</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>DOMAIN_TILL</name>
        <message>
            <source>The service charge is not refunded.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not refundable: sold less than 24 h before the start, when cancelling is closed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancel 48 h or more before: fares and fare GST back; 24 to 48 h: half; under 24 h: nothing; less the service's cancellation charge.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancel 48 h or more before: fares and GST back; 24 to 48 h: half; under 24 h: nothing; less the service's cancellation charge.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Round off must be none, 1, 5 or 10 rupees.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The boat markup must be a number.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The activity markup must be a number.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The boat discount must be under 100 %.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The activity discount must be under 100 %.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Service charge</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Discount</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>DOMAIN_UPI</name>
        <message>
            <source>The UPI ID is a name, @ and the bank's or app's handle, for example agency@okaxis.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The UPI payee name is 1 to {most} letters.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A UPI payment needs an amount of more than zero.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The sale has no UPI transaction reference.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>DRAFT_QUESTION</name>
        <message>
            <source>Sale in progress</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Discard</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Discarded: {summary}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>It was never sent to the service. Undo brings it back.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>OK</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>DRAWER_PRINT</name>
        <message>
            <source>{tender} taken</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{tender} given back</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{tender} net</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Owed in all</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Owed to customers, not yet paid</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Reason: {reason}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Z report {number}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>X report</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>open</source>
            <comment>a shift not closed yet</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{title} · counter {counter}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Closes the shift</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The shift stays open</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cash drawer ({currency})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Clerk</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Opened</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Closed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Printed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Opening float</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>+ Cash in from sales</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>- Cash out for refunds</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>of which round off to whole rupees</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>= Expected cash</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Counted</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Counted cash</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Difference</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The drawer was not counted.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>To compare with their settlement reports</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Records' chain</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Banked or taken out</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Left in the drawer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Against the bank's statements</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{tender} proved</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{tender} not yet in the statement</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{tender} questioned</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{tender} customer still owes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{tender} written off</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Access log</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>These heads were mailed to {owner}.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>These heads are kept by the agency store.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>These heads are not sent anywhere: no owner&apos;s address is set. Keep this paper.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{tender} refunds</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>DRAWER_REPORT</name>
        <message>
            <source>Coins</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>DUPLICATE</name>
        <message>
            <source>DUPLICATE — a copy printed {moment}, not a new document</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>EINVOICE</name>
        <message>
            <source>Under 5 crore: no e-invoices</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>5 to 10 crore: e-invoices for B2B</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>10 crore or more: e-invoices for B2B, reported within 30 days</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The agency's address must end with its town and 6-digit PIN code (for example MG Road, Kochi 682016) for an e-invoice: correct it in Settings, GST.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The agency's legal name must have at least 3 letters.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The customer's address on {number} has no town: the e-invoice needs one.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The customer's name on {number} must have at least 3 letters.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{number} is not a B2B tax document: it needs no e-invoice.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{number} has no taxed line (a pure agent's reimbursement only): it needs no e-invoice.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The portal refuses the number {number}: up to 16 letters, digits, / and -, not starting with 0.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>EINVOICE_CLOCK</name>
        <message>
            <source>Credit note</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Invoice</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>{kind} {number}: cancel its IRN on the portal by {moment} (IRN given %n hour(s) ago).</source>
            <translation>
                <numerusform>{kind} {number}: cancel its IRN on the portal by {moment} (IRN given 1 hour ago).</numerusform>
                <numerusform>{kind} {number}: cancel its IRN on the portal by {moment} (IRN given %n hours ago).</numerusform>
            </translation>
        </message>
        <message>
            <source>{kind} {number}: its IRN is over 24 hours old and can no longer be cancelled on the portal; issue a credit note instead.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>{kind} {number}: %n day(s) old, past the portal's 30 days; it can no longer be reported. Tell the accountant.</source>
            <translation>
                <numerusform>{kind} {number}: 1 day old, past the portal's 30 days; it can no longer be reported. Tell the accountant.</numerusform>
                <numerusform>{kind} {number}: %n days old, past the portal's 30 days; it can no longer be reported. Tell the accountant.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{kind} {number}: %n day(s) old, report it to the portal by {day}.</source>
            <translation>
                <numerusform>{kind} {number}: 1 day old, report it to the portal by {day}.</numerusform>
                <numerusform>{kind} {number}: %n days old, report it to the portal by {day}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{kind} {number}: %n day(s) old, without an IRN.</source>
            <translation>
                <numerusform>{kind} {number}: 1 day old, without an IRN.</numerusform>
                <numerusform>{kind} {number}: %n days old, without an IRN.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>EINVOICE_CONTROLLER</name>
        <message>
            <source>The file could not be written or read ({reason}). Choose another folder or file.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>IRN kept on %n document(s): {numbers}.</source>
            <translation>
                <numerusform>IRN kept on 1 document: {numbers}.</numerusform>
                <numerusform>IRN kept on %n documents: {numbers}.</numerusform>
            </translation>
        </message>
        <message>
            <source>IRN cancelled on the portal: {numbers}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Already kept: {numbers}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The file held no answer of the portal.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Saved {path}: upload it on the portal.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Saved %n document(s) in {path}: upload it on the portal.</source>
            <translation>
                <numerusform>Saved 1 document in {path}: upload it on the portal.</numerusform>
                <numerusform>Saved %n documents in {path}: upload it on the portal.</numerusform>
            </translation>
        </message>
        <message>
            <source>Saved {path}: cancel the IRN on the portal with it, then import its answer.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The file could not be read as the portal's answer; nothing was changed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>IRN kept on {numbers}, accepted by {name}.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>EINVOICE_DIALOG</name>
        <message>
            <source>E-invoices (IRN)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Turnover: {band}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>E-invoices are off (turnover under 5 crore). A supervisor sets the turnover in Settings, GST.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>C&amp;hoose…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Invoice or credit note number</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export &amp;JSON</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export the day's &amp;bulk file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Import the portal's answer…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>F&amp;older</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Document</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>D&amp;ay</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Portal's answer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Waiting</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Close</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Folder for the e-invoice files</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose the folder the files go to.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Type the invoice or credit note number, e.g. PB1/26/000123.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The portal's answer file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The portal's JSON (*.json)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing is waiting for an IRN.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ca&amp;ncel its IRN…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Within 24 hours of the IRN, with a supervisor's PIN: the portal's cancellation file is written and the clock waits for its answer.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Acce&amp;pt it with a supervisor…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>When the portal's answer is right although the checks refused it: a supervisor's PIN and reason, both logged.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>EINVOICE_FILES</name>
        <message>
            <source>No invoice or credit note of this counter is numbered {number}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{number} has its IRN already: it is not reported again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No B2B invoice or credit note of that day is waiting for an IRN.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{number} has no IRN to cancel.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The file is too large to be the portal's answer.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>EINVOICE_REMARKS</name>
        <message>
            <source>Duplicate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Data entry mistake</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Order cancelled</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Other</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>FIELD_GRID</name>
        <message>
            <source>Required</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>FIGURES</name>
        <message>
            <source>Jan</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Feb</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mar</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Apr</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>May</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Jun</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Jul</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Aug</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sep</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Oct</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nov</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Dec</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mon</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tue</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Wed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Thu</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fri</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sun</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>January</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>February</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>March</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>April</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>June</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>July</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>August</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>September</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>October</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>November</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>December</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Monday</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tuesday</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Wednesday</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Thursday</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Friday</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Saturday</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sunday</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>FILE_MOVES</name>
        <message>
            <source>{path} could not be changed because another program has it open ({problem}). Close that program, or restart the computer, and try again.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>FORMATTING</name>
        <message>
            <source>Activity sales</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Boat trip sales</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Top-up paid in</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancellation charges</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fare GST due to the government</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Credit used</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Wallet cash</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Any (lowest fare)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Indian</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Foreign</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Adult</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Child</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Infant</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>paid from the wallet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Active</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>nothing refunded</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>part refunded</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>refunded</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>48 h or more ahead: 100 %</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>24 to 48 h ahead: 50 %</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Under 24 h: closed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{days} d {hours} h</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>closed</source>
            <comment>no time left</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{hours} h {minutes} min</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{minutes} min {seconds} s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{size} MB</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>as of {time}, {ago} ago</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{hours} h</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{minutes} min</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>departed {moment}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>departs {moment}, in {left}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not cancellable: cancellation closes 24 h before the start.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not cancellable: cancellation closes 24 h before the start (travel date {day}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not cancellable: cancellation closes 24 h before the start; {departs}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not cancellable: cancellation closes 24 h before the start; departs {moment}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Full refund until {moment}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Half refund if cancelled now: departs in {hours} h</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not refundable: departs in {left}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Settled</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Free</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>GST_EXPORT</name>
        <message>
            <source>The GST export could not be written ({reason}). Choose another folder.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>GST export of {first} to {last}: %n invoice(s) and credit note(s) in {folder}.</source>
            <translation>
                <numerusform>GST export of {first} to {last}: %n invoice or credit note in {folder}.</numerusform>
                <numerusform>GST export of {first} to {last}: %n invoices and credit notes in {folder}.</numerusform>
            </translation>
        </message>
        <message>
            <source>GSTR-3B figures of {first} to {last} (CSV and PDF) in {folder}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{month} was closed on {day}: these are its files as its close made them.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>GST_EXPORT_DIALOG</name>
        <message>
            <source>One day</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>One month</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>From one day to another</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>C&amp;hoose…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sales register (CSV and Excel), GSTR-1 in the offline tool's CSV templates and as the portal's JSON, and Tally XML of the invoices and credit notes issued in the period.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Period</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Day</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Month</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;First day</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Last day</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>F&amp;older</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Export</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Close</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Folder for the GST export</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose the folder the files go to.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Writing the GST export…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Writing the GST export: {written} of {total} files…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Register, GSTR-1 and Tally</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GSTR-3B figures (CSV and PDF)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>P&amp;apers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GSTR-3B's tables 3.1, 3.2 and 4 of the month, from its GSTR-1 and the books, with the differences listed by document.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>GSTR3B_PRINT</name>
        <message>
            <source>Not held by this app</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nature of supplies</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Total taxable value</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Integrated tax</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Central tax</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>State/UT tax</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cess</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The books' output GST of the month</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Place of supply (State/UT)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>None this month</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Details</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tax, all heads</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A document of the month: the month's books hold another tax</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tax in the month's books of no document of it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A credit note of an earlier month's invoice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Document</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Why</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Invoice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tax in GSTR-3B</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tax in the books</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GSTR-3B figures, {first} to {last}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GSTIN {gstin}, return period {period}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Amounts in INR. 3.1 and 3.2 are the month's GSTR-1, credit notes taken off; 4 (A)(5) is the input GST the books hold of the payment apps' fees, the card acquirers' MDR and the bank's charges.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No differences.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>3.1 Outward supplies</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>3.2 Inter-state supplies</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>4 Eligible ITC</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Differences with the books</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>GST_NAMES</name>
        <message>
            <source>Fare GST</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fare GST {rate}%</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Agency GST included</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fare GST on the net</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fare GST {rate}% on the net</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>GST_SETTINGS</name>
        <message>
            <source>Customer (party) ledger</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Service charge ledger</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tour package ledger</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reimbursement ledger</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Discount ledger</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Round-off ledger</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>CGST ledger</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>SGST ledger</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>IGST ledger</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Boat sales taxed as</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Activity sales taxed as</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Default: agent, {agent}% on the service charge only (SAC {activity} for activities, {boat} for boats); tour operator: {operator}% on the whole price (SAC {package}). Without a GSTIN a sale has a plain receipt and a refund a refund slip, no tax document. Choose with your accountant.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GST: registration, tax, Tally</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Blank: the agency name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>From the GSTIN</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Legal name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>State</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Turnover (e-invoices)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>UTGST ledger</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cash ledger</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bank ledger</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Takings to be settled (UPI, card) ledger</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tour purchases ledger</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Partner wallet ledger</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Partner wallet credit ledger</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Agency fee ledger</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Payment app fees ledger</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Card MDR ledger</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bank charges ledger</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Input GST ledger</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cash over and short ledger</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rent and office expenses ledger</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bank interest ledger</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Capital account ledger</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>HEADER</name>
        <message>
            <source>This computer has no password store (keyring) to keep the key that seals this counter&apos;s records, so they are sent to the agency store unsealed: a change made to them in the journal file cannot be proved. Ask your IT to set one up.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Records not sealed: no keyring on this computer</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;{clerk}&lt;/b&gt; · since {opened} · counter {counter}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>No shift open · counter {counter}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>SANDBOX</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>LIVE</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>CHECKING…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The service says it is a sandbox: training, nothing is real.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Live service: bookings are real and paid from the wallet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The service has not answered yet: sandbox or live is not known.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Connecting…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>● Online</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>◌ Retrying</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>● Offline</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Agent —</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Wallet —</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Selling stopped: the service changed from {before} to {after}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Wallet &lt;b&gt;{balance}&lt;/b&gt; · credit left {credit}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;i&gt;({as_of}, refreshing…)&lt;/i&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Last seen {when}, kept on this computer.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{state} · next try {time}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Every sale and report of this counter is copied to the agency store; selling never waits for it.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>HEADER_CONTROLLER</name>
        <message>
            <source>No API key is saved for this service. Open Settings (Ctrl+6) and enter the key the service's office issued to this agency.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The built-in sandbox could not start ({reason}). Restart the app; if it happens again, send the log file to your support contact.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>HELP</name>
        <message>
            <source>&lt;ol&gt;&lt;li&gt;Type the customer on the quick line (Alt+T): name, e-mail, phone, then Enter. A customer who bought here before: their phone alone (and the seats) offers their details, and Enter fills them in. The customer's language (Alt and the number on its button) is what the customer display and their papers are in; a returning customer's comes back with their phone.&lt;/li&gt;&lt;li&gt;Type each passenger on the quick passenger line (Alt+Q): name, age, gender and nationality, then Enter; or read the passport with the MRZ reader, or add a scan (Ctrl+O, drop or paste). An Indian passenger with Aadhaar: scan the card's QR code with the imager into the quick passenger line (see below).&lt;/li&gt;&lt;li&gt;Ctrl+Enter reviews the sale. The review opens on &lt;b&gt;Confirm&lt;/b&gt;: Enter pays, Esc goes back.&lt;/li&gt;&lt;li&gt;Print or save the voucher and give the customer the receipt; Ctrl+N starts the next sale.&lt;/li&gt;&lt;/ol&gt;</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;ol&gt;&lt;li&gt;Read the balance and the credit gauge.&lt;/li&gt;&lt;li&gt;Choose a ledger journal to see its double-entry lines.&lt;/li&gt;&lt;li&gt;Alt+B shows the balance through today, each top-up and sale marked, with the same figures in a table (Ctrl+C copies it).&lt;/li&gt;&lt;li&gt;F5 reads the wallet again.&lt;/li&gt;&lt;/ol&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The cursor to “{text}”</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Find in the catalogue: the cursor to its filter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Read the screen's figures again</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Next travel day</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Previous travel day</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Review the sale</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Next passenger</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Previous passenger</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bring back the passengers removed last</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add a scan from a file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Paste a scan</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Take the scanner's new scan for the passenger shown</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>From the review back to the form</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Copy the booking reference</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Print the voucher</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save the voucher as PDF</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New sale: back to the catalogue</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What is for sale on a travel day: the island tours (activities) and the boat trips, with the seats left in each slot or departure.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;ol&gt;&lt;li&gt;Choose &lt;b&gt;Activities&lt;/b&gt; (Alt+A) or &lt;b&gt;Boats&lt;/b&gt; (Alt+B): the cursor goes to the filter.&lt;/li&gt;&lt;li&gt;Choose the travel day; Alt+← and Alt+→ move it by one day.&lt;/li&gt;&lt;li&gt;Type part of a name: Enter opens the first match on its first bookable slot or departure.&lt;/li&gt;&lt;li&gt;Enter again (or &lt;b&gt;Book this slot&lt;/b&gt;) starts the sale on the Book screen.&lt;/li&gt;&lt;/ol&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The sale: the customer, the passengers, the review and the payment from the wallet, then the voucher.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A booking by its reference: its status, and its cancellation with refund.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;ol&gt;&lt;li&gt;Type or scan the booking reference and press Enter.&lt;/li&gt;&lt;li&gt;The status card shows the booking, its passengers and what it cost.&lt;/li&gt;&lt;li&gt;To cancel, choose the whole booking or some passengers and ask for the quote: the refunds are shown side by side.&lt;/li&gt;&lt;li&gt;Nothing is cancelled until you confirm the question that follows; then the customer's refund is recorded.&lt;/li&gt;&lt;/ol&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The agency's prepaid wallet: the balance, the credit left and the ledger of every debit and refund.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This counter's bookings: search, filter by day, totals and CSV.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;ol&gt;&lt;li&gt;Type a reference, a name or a product to search.&lt;/li&gt;&lt;li&gt;Choose a day to see its bookings and totals.&lt;/li&gt;&lt;li&gt;Enter opens the chosen booking in Lookup.&lt;/li&gt;&lt;li&gt;Save the list as CSV for the office.&lt;/li&gt;&lt;/ol&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Where this counter sells and how: the service, the API key, printers and the agency's details on documents.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;ol&gt;&lt;li&gt;Choose &lt;b&gt;Sandbox&lt;/b&gt; for training or &lt;b&gt;Live&lt;/b&gt; for real sales.&lt;/li&gt;&lt;li&gt;For live, type the service's address and the API key from its office (the key is kept in the system's key store).&lt;/li&gt;&lt;li&gt;Check the printers and the agency's name, address and GSTIN.&lt;/li&gt;&lt;li&gt;Save: the counter connects again at once.&lt;/li&gt;&lt;/ol&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The day's sales and refunds checked against the wallet's ledger, and the cash drawer of the shift.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Go to {screen}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keys</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What it does</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Where</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Everywhere</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Close</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Help: {screen}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Help for the screen</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What it is for</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Usual steps</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Alt with the underlined letter of a button presses it. Ctrl+/ lists every shortcut of the window.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Shortcuts of this screen</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keyboard shortcuts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Alt with the underlined letter of a button or a menu presses it; Tab and Shift+Tab move between the fields.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Copy the message for the customer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The bookings sold here that the operator cancelled or changed, found by the counter on its own, by departure, with each customer&apos;s contacts and money.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;ol&gt;&lt;li&gt;Choose a booking: its message for the customer shows below.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Copy message&lt;/b&gt; (Ctrl+Shift+C) and send it by SMS or WhatsApp.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Refund&lt;/b&gt; gives everything owed back the way it was paid, from the open shift; &lt;b&gt;Rebook&lt;/b&gt; sells the party another departure; &lt;b&gt;Customer told&lt;/b&gt; closes a change the customer keeps.&lt;/li&gt;&lt;/ol&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;ol&gt;&lt;li&gt;Choose the day: the report is made on arrival, F5 makes it again.&lt;/li&gt;&lt;li&gt;Check that the counter's figures agree with the wallet.&lt;/li&gt;&lt;li&gt;Alt+H shows the charts: sales by hour and takings by tender (per counter in the agency day close), each with its table.&lt;/li&gt;&lt;li&gt;Save it as PDF or CSV, or print it.&lt;/li&gt;&lt;li&gt;The &lt;b&gt;Drawer&lt;/b&gt; tab: open the shift with its float, take the X report at any time, and at the end of the shift count the drawer and close it: the Z report is saved.&lt;/li&gt;&lt;li&gt;The &lt;b&gt;Bank statement&lt;/b&gt; tab: import the agency account's statement (CSV or Excel as the bank downloads it, or MT940: .sta, .mt940, .txt) to match UPI, card and bank transfer takings to its credits.&lt;/li&gt;&lt;/ol&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;h3&gt;An Aadhaar card's QR code&lt;/h3&gt;&lt;p&gt;Scan the &lt;b&gt;large QR code&lt;/b&gt; with the imager, the cursor in the quick passenger line: the name, age, gender, ID type Aadhaar and the number's last four digits are filled in, and &lt;b&gt;card genuine (UIDAI signature)&lt;/b&gt; shows when UIDAI's signature holds. Where the trip needs the document number, type the card's 12 digits after the scan. The photo, address and contact details in the code are never kept.&lt;/p&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Front of the card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>photo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>name, date of birth, gender, XXXX XXXX 1234</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>QR code: scan this</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;ul&gt;&lt;li&gt;Aadhaar letter and e-Aadhaar: the QR code at the right of the part with the photo.&lt;/li&gt;&lt;li&gt;Plastic (PVC) card: the QR code on the front, right of the photo and details.&lt;/li&gt;&lt;li&gt;mAadhaar app: open the profile and tap its QR code; it fills the phone's screen, and the imager reads it from there.&lt;/li&gt;&lt;li&gt;A small QR code on an older card (before 2019) is read too, but carries no signature: check the card.&lt;/li&gt;&lt;/ul&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;h3&gt;Training cards&lt;/h3&gt;&lt;p&gt;SANDBOX only: these test cards are signed by a training key, which a counter selling for real never trusts. Scan one off this screen.&lt;/p&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Aadhaar number, for a trip that needs it: {number}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>HISTORY_CONTROLLER</name>
        <message numerus="yes">
            <source>The customer's phone, e-mail and ID numbers are erased from %n booking(s); the name, the amounts and the invoices stay, as tax law asks.</source>
            <translation>
                <numerusform>The customer's phone, e-mail and ID numbers are erased from 1 booking; the name, the amounts and the invoices stay, as tax law asks.</numerusform>
                <numerusform>The customer's phone, e-mail and ID numbers are erased from %n bookings; the name, the amounts and the invoices stay, as tax law asks.</numerusform>
            </translation>
        </message>
        <message>
            <source>Nothing was erased: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The customer's data is in {path} (JSON, readable by this account only): give it to them, then delete it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The file could not be written ({reason}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reading {reference} from the service…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The service does not find {reference}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This sale is no longer in the journal.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reading the agency store…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Writing the GST export…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The file could not be written ({reason}). Choose another place.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{bookings} exported to {path}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the customer's request</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The data is erased, but a file made for the customer could not be deleted from {folder} ({reason}): delete it by hand.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>HISTORY_MODEL</name>
        <message>
            <source>by {tender}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>A day of sale, and under it each tender&apos;s part of its customers&apos; money</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Given back</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Net paid</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>What the customers of the day's bookings paid at the till, before anything was given back</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>What the till gave back to the customers of the day's bookings</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>What the customers paid less what they were given back</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Wallet net</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The part of the charge taken on the wallet's credit</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>On wallet credit</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The charge's part paid from the wallet's balance</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>From wallet balance</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Customers paid</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>What the service gave back to the wallet on cancellations</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Wallet refunded</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>What the service took from the agency's wallet</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Wallet charged</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The price the customer paid at this till, and how</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Customer paid</source>
            <translation type="unfinished"></translation>
        </message>
        <message numerus="yes">
            <source>%n seats</source>
            <translation>
                <numerusform>%n seat</numerusform>
                <numerusform>%n seats</numerusform>
            </translation>
        </message>
        <message>
            <source>Sold</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ref</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Booking reference</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Product</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Travel date</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Customer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Passengers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Status</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Day</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bookings</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>HISTORY_SCREEN</name>
        <message numerus="yes">
            <source>{count} bookings</source>
            <translation>
                <numerusform>{count} booking</numerusform>
                <numerusform>{count} bookings</numerusform>
            </translation>
        </message>
        <message>
            <source>Reference, customer or any passenger's name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Search</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A booking reference, the customer or any passenger's name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Only &amp;day</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Day of sale</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Only the bookings sold on this day, when Only day is ticked</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>All c&amp;ounters</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The bookings of every counter of the agency (the agency store)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Counter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Clerk</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>E&amp;xport CSV…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save the bookings of this search as a CSV file (Alt+X)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;GST export…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The invoices and credit notes of the day chosen (else of this month) for the accountant: sales register (CSV, Excel), GSTR-1 summaries, Tally XML</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open in &amp;Lookup</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Enter on a booking</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;h2&gt;History&lt;/h2&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Every counter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Every clerk</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No bookings of any counter match.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>{count} bookings at all counters; the newest {shown} are listed (search or choose a day, counter or clerk to narrow them)</source>
            <translation>
                <numerusform>{count} booking at all counters; the newest {shown} are listed (search or choose a day, counter or clerk to narrow them)</numerusform>
                <numerusform>{count} bookings at all counters; the newest {shown} are listed (search or choose a day, counter or clerk to narrow them)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{count} bookings at all counters</source>
            <translation>
                <numerusform>{count} booking at all counters</numerusform>
                <numerusform>{count} bookings at all counters</numerusform>
            </translation>
        </message>
        <message>
            <source>Export bookings as CSV</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No bookings match.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No bookings at this counter yet.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>{count} bookings (scroll for more)</source>
            <translation>
                <numerusform>{count} booking (scroll for more)</numerusform>
                <numerusform>{count} bookings (scroll for more)</numerusform>
            </translation>
        </message>
        <message>
            <source>GST export for the accountant</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>HISTORY_LISTS</name>
        <message>
            <source>Export the customer's data</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Erase the customer's data</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>On the customer's request, with a supervisor's PIN: their phone, e-mail and passengers' ID numbers go; the name, the amounts and the invoice stay, as tax law asks.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The customer's data…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What is held of the customer, for them; a correction of their details; with a supervisor's PIN, the passengers' ID numbers and who looked at them.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Per-day &amp;totals (Enter: only that day)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bookings of this counter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Enter opens the booking in Lookup</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No bookings here yet: the sales made at this counter appear here.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bookings of every counter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No bookings of any counter have reached the agency store.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Per-day totals</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Enter on a day shows only that day's bookings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No days with sales yet.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Exporting: {written} of {count} bookings written…</source>
            <translation>
                <numerusform>Exporting: {written} of {count} booking written…</numerusform>
                <numerusform>Exporting: {written} of {count} bookings written…</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ID_PROOF</name>
        <message>
            <source>The document scan must be sent as Base64 text.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The document scan is {size} characters encoded; it must be under {most}. Use a smaller scan.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The document scan is not a valid Base64 data URI.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The document scan must be a JPEG, PNG or PDF file.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The document scan is not valid Base64.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The document scan is not a JPEG, PNG or PDF file.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The document scan says {declared} but its content is {found}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The document scan</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ID_SCANS</name>
        <message>
            <source>ID scans of a sale waiting for its answer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{sale} The scans are kept sealed until the service answers, then deleted. This look is in the access log.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>(no name)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ID_SCANS_CONTROLLER</name>
        <message>
            <source>Not a readable scan.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A PDF ({pages} pages): it cannot be drawn here. It goes to the service with the sale.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The sale holds no ID scans any more: its answer came.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The ID scans cannot be shown: {problem}.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>IRP_ANSWER</name>
        <message>
            <source>Answer {n} has no IRN of 64 letters and digits.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Answer {n} has a cancellation time the portal never writes.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Answer {n} (IRN {irn}) lacks its signed invoice or a signed QR code naming its document.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Answer {n}'s signed QR code is of another IRN than its own.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Answer {n} (document {number}) has no acknowledgement time.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Answer {n} (document {number}) has no acknowledgement number.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The file is not the portal's JSON answer.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Answer {n} is not an answer object.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The file is nested deeper than the portal's answer ever is.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>IRP_CHECK</name>
        <message>
            <source>The IRN is not the one the portal makes for {number} (from the agency's GSTIN, the financial year, the type and the number).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the seller's GSTIN</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the buyer's GSTIN</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the document number</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the document type</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the document date</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The signed QR code gives {field} as “{given}”; {number} has “{want}”.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The signed QR code gives the total as “{given}”; {number} has {want}.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>JOBS_PANEL</name>
        <message>
            <source>Background jobs</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Start again</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Start {job} again</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The work Counterdesk does behind the till. A job that stops is started again on its own; one that keeps stopping is named in the header, and you can start it again here.</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>JOURNAL_EINVOICE</name>
        <message>
            <source>The portal answered for {number}, which this counter never issued.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The portal's answer for {number} is of another type of document.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{number} already has the IRN {irn}; an IRN is never replaced.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The portal cancelled the IRN {irn}, which no document here has.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{number} has no IRN to cancel.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The cancellation of {number}'s IRN was asked already.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The IRN given for {number} is already {owner}'s: the portal gives each document its own.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Say why the portal's answer is accepted (the reason is logged).</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>JOURNAL_FAULTS</name>
        <message>
            <source>the disk is full</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the journal's folder cannot be written to</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the disk reports an error when the journal is written</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Selling off: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Selling is off: {reason}, so this computer cannot save a sale or a cancellation. Nothing was sent or charged. The catalogue, Lookup and the wallet still work; fix the disk, then start Counterdesk again.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>JOURNAL_OPENING</name>
        <message>
            <source>why the drawers were off at the Z reports</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>the sale kept from last time</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the records for the agency store</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the tax invoices and credit notes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the supervisors' decisions</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the supervisor PIN</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the refunds owed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the customer refunds</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the Z reports</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the receipt numbers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the shifts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the payments taken</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the till's sales</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>which requests had left this computer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the history's bookings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>sales and cancellations sent</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not everything could be read of: {tables}, and there was no copy to take them from. Some records may be missing; check the day's sales with the service's History.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The journal on this computer was damaged. It was set aside as {aside} (keep that file for your support contact) and a new journal was started. Nothing in it could be read, so the new journal starts empty.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The journal on this computer was damaged. It was set aside as {aside} (keep that file for your support contact) and a new journal was started. The new journal holds what could still be read: {pending} unanswered sale or cancellation requests, {settled} settled requests and {bookings} bookings of the history. The unanswered ones keep their request ids, so none of them can be charged twice.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Counterdesk cannot open its journal ({path}): another program is using it. Close that program (or restart the computer), then start Counterdesk again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The journal on this computer ({path}) is damaged and cannot be moved aside ({problem}). Tell your support contact; do not delete the file.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not every receipt number could be read, so new receipts start a new series marked {prefix}: no number is printed twice.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not everything could be read of: {tables}. Records made after the copy may be missing; check the day's sales with the service's History.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What the damaged file lost was taken from the journal's copy of {time} ({rows} records).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{count} unanswered requests may have been sent: the app asks the service about them and never sends them as new.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the e-invoices' IRNs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the IRN cancellations</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>JOURNAL_RECORDS</name>
        <message numerus="yes">
            <source>%n seat(s)</source>
            <translation>
                <numerusform>%n seat</numerusform>
                <numerusform>%n seats</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>JOURNAL_SCANS</name>
        <message>
            <source>scan {number} cannot be read: {problem}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>scan {number} is missing ({problem})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>scan {number} does not match its digest</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>JOURNAL_SEALED</name>
        <message>
            <source>it was kept encrypted with a key this computer's password store no longer has</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>JOURNAL_STORE</name>
        <message>
            <source>its ID numbers cannot be read: {problem}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>LANGUAGE_SETTINGS</name>
        <message>
            <source>Language</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>As the system</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>As the screens</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Each language's own digits ({digits})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Saved changes to the screens' language or digits apply when Counterdesk starts again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Screens</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Customer documents</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The language of the customer&apos;s receipt and voucher. The agency copy is in English; the reports are in the screens&apos; language.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>LAUNCH</name>
        <message>
            <source>That window has been brought to the front.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Counterdesk could not start: {error}. The details are in the log file {log_file}; tell your support contact.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Counterdesk cannot start</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Counterdesk: journal recovered</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>LEDGER_MODEL</name>
        <message>
            <source>For support</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Posted at / account</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Event</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Booking ref</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Wallet in / out</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ledger debit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ledger credit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sale</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Refund</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Top-up</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What the entry took out of the wallet (a sale) or put into it (a refund, a top-up)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>LOOKUP_CONTROLLER</name>
        <message>
            <source>Exchanged for booking {reference}.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The service refunded {refunded} to the wallet.</source>
            <translation type="unfinished"></translation>
        </message>
        <message numerus="yes">
            <source>Sold here {sold_at} to {customer}: %n seat(s).</source>
            <translation>
                <numerusform>Sold here {sold_at} to {customer}: %n seat.</numerusform>
                <numerusform>Sold here {sold_at} to {customer}: %n seats.</numerusform>
            </translation>
        </message>
        <message>
            <source>Not sold at this counter.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This sale is no longer in the journal.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not sold at this counter (the agency store does not answer now).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not sold at this counter, nor at any counter of the agency store.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The service did not confirm the cancellation ({reason}). Whether it went through is not known yet: press the same Cancel button again to ask once more. The same request is sent, so the wallet cannot be credited twice; meanwhile the app keeps asking in the background.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The cancellation went through (refund {reference}), but this computer could not save it yet; the app keeps trying, and the service gives it back at the next start.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>LOOKUP_SCREEN</name>
        <message>
            <source>Booking reference, e.g. 7KX4M2QA</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Booking reference</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{length} letters and digits; Enter looks it up</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Look up</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Look up the booking (Enter)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The voucher as the booking stands now (sold at this counter)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The whole booking</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Part of it:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> seat(s)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Seats to cancel</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Quote cancellation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancel this booking</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;h2&gt;Lookup&lt;/h2&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No booking open. Type or paste a reference above, or choose a booking in History (Ctrl+5) and press Enter.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A booking reference is {length} letters and digits (no 0, O, 1 or I). Check what was typed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Looking up {ref}…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tick the passengers to cancel in the list first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancelling {what} of {ref}…</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>the %n passengers ticked in the list</source>
            <translation>
                <numerusform>the %n passenger ticked in the list</numerusform>
                <numerusform>the %n passengers ticked in the list</numerusform>
            </translation>
        </message>
        <message>
            <source>tick passengers in the list</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose what to cancel, then ask for the quote (Alt+Q).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing left to cancel on this booking.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Booking {ref} was not found. Check the reference; a booking of another agency cannot be looked up here.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Change the da&amp;y…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move the booking to another day (Alt+Y): the new seat is booked first, then this one cancelled, the difference settled at the till</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Change the da&amp;y of {ref}…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancel booking {ref}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>MAIL_ADDRESS</name>
        <message>
            <source>{address} is not an e-mail address (like name@example.in).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The e-mail address has a line break or a control character in it: type it on one line.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{address} has letters a mail server does not take ({letters}): use Latin letters, digits and . _ - + only.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>MAIL_CHILD</name>
        <message>
            <source>The mail job failed ({reason}); the letters wait for its next round.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>MAIL_HEALTH</name>
        <message>
            <source>Mail: off ({count} waiting)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mail: off</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mail: {count} waiting</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mail: all sent</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No e-mail is sent: no mail server is set. Letters wait in the journal until one is.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>E-mail is being sent. The last try did not go: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>E-mail is being sent; the last letter went.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mail: nothing waiting</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Last round at {time}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>E-mail is sent from here; no letter has been sent yet.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>HEADS_LETTER</name>
        <message>
            <source>Counter {counter}: the heads of Z report no. {number}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Counter {counter} closed a shift with Z report no. {number} at {closed}. Keep this letter: it witnesses the counter&apos;s journal outside its computer. An audit compares the journal with the heads below and names the entry that differs: a record or an access log entry changed after this Z report shows there.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The access log had no entries yet.</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>MAIL_LETTERS</name>
        <message>
            <source>Refund slip for booking {reference}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your refund for booking {reference} has been given. The refund slip for it is attached.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Booking {reference} has been cancelled as you asked. The refund slip for the refund and the voucher as it stands now are attached.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Part of booking {reference} has been cancelled as you asked; the rest of it stands. The refund slip for the refund and the voucher as it stands now are attached.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Part of your refund for booking {reference} has been given; INR {owed} of it is still owed to you and will follow. The refund slip for the whole refund is attached.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>As you asked, here are the documents of booking {reference}.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Your booking {reference}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Thank you for booking with us. Your voucher and your receipt for booking {reference} are attached. Please show the voucher when you travel.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancellation of booking {reference}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Booking {reference} has been cancelled as you asked. The credit note for the refund and the voucher as it stands now are attached.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>As you asked, here are the documents of booking {reference} again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Credit note for booking {reference}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your refund for booking {reference} has been given. The credit note for it is attached.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your refund for booking {reference}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your refund for booking {reference} has now been given in full. Thank you for your patience.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Part of booking {reference} has been cancelled as you asked; the rest of it stands. The credit note for the refund and the voucher as it stands now are attached.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Part of your refund for booking {reference} has been given; INR {owed} of it is still owed to you and will follow. The credit note for the whole refund is attached.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>MAIL_MESSAGES</name>
        <message>
            <source>E-mail to the customer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Send the documents again</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing was e-mailed to {email}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{when}: “{subject}” to {email}. {state}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>MAIL_SERVER</name>
        <message>
            <source>The mail server needs its address, for example smtp.example.in.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The mail server&apos;s port is a number from 1 to 65535.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The mail server needs the sender&apos;s address.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>MAIL_SETTINGS</name>
        <message>
            <source>E-mail to customers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>e.g. smtp.example.in (empty: no e-mail)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>STARTTLS (usually port 587)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>TLS from the start (usually port 465)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The login (empty: none)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Empty: keep the saved one (kept in the password store, never in a file)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>e.g. the agency&apos;s name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Empty: the sender&apos;s address</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Send a test message</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mail server</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Security</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Port</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Login</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Password</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sender&apos;s name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sender&apos;s address</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Replies go to</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sending a test message to {address}…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Now</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>MAIL_SMTP</name>
        <message>
            <source>The mail server&apos;s certificate is not trusted here: {reason}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The mail server could not be reached or hung up: {reason}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Counterdesk test message</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This message was sent from the counter to check the mail settings. Customers&apos; vouchers, receipts and credit notes will come from this address.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The letter could not be written: {reason}.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>MAIL_WORDS</name>
        <message>
            <source>Sent. The mail server answered: {words}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Refused by the mail server: {words}. Check the address with the customer, then send again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not sent: the mail server could not be given it since {since} ({words}). Check the mail settings, then send again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Waiting to be sent.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not sent yet, tried again soon. Last answer: {words}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The mail server took the test message: {words}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The mail server refused the test message: {words}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The test message was not sent: {words}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not sent, held apart: {words} Correct the address with the customer, then send again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sent</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Held apart</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Refused</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not sent</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Waiting</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>E-mail to {email}: {state}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>MANIFEST_MODEL</name>
        <message>
            <source>Passenger</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Age</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Gender</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Type</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Status</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>MENU</name>
        <message>
            <source>Seal records under a &amp;new key…</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Menu bar</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sale</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;New sale</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Lookup by reference…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>View</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;{number} {screen}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tools</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Settings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>S&amp;hift report</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Agency day close</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Reset training data…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Help</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Help for this screen</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Keyboard shortcuts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Training mode explained</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open &amp;log folder</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Crash reports…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;About Counterdesk</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open the menu bar</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The log folder could not be opened: it is {folder}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>About Counterdesk</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;Counterdesk {version}&lt;/b&gt;&lt;p&gt;The sales counter of a travel agency: island tours and boat trips, paid from the agency's prepaid wallet.&lt;/p&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Close</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Privacy notice for the customer (PDF)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The notice could not be saved ({reason}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The privacy notice is in {path}: print it for the customer.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Who looked at customers' data…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Background jobs…</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&amp;Quit Counterdesk</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>MESSAGE_BAR</name>
        <message>
            <source>Note:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Warning:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Problem:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Dismiss</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Dismiss the message</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>MONTH_CLOSE</name>
        <message>
            <source>Re-opened on {day} by {name}: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{month} has not ended yet: it can be closed from {day}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{month} is closed already.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A month is re-opened only with a reason.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{month} is not closed.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>MONTH_CLOSE_SERVICE</name>
        <message>
            <source>Re-opened on {day} by {name}: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Account {account}: no statement reaches {day}.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Account {account}: %n statement line(s) the books do not hold ({amount}).</source>
            <translation>
                <numerusform>Account {account}: %n statement line the books do not hold ({amount}).</numerusform>
                <numerusform>Account {account}: %n statement lines the books do not hold ({amount}).</numerusform>
            </translation>
        </message>
        <message>
            <source>Account {account}: {amount} that nothing explains at {day}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Closed on {day} by {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing dated in {month} changes after its close: what comes later for it is posted in the first open month.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not explained, accepted with the close:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The statements explain the month.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Every export of {month} made from now says it was re-opened, by whom and why.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>MONTH_STATE</name>
        <message>
            <source>Close &amp;month…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Supervisor: close the chosen day's month; nothing dated in it changes after</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>R&amp;e-open month…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The owner: re-open the closed month, with a reason</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>MRZ_ENTRY</name>
        <message>
            <source>Scan the passport with the reader, or type or paste its two MRZ lines (the lines of letters, digits and &lt; at the foot of the photo page).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Passport MRZ</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The two lines at the foot of the passport's photo page</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{typed} of {whole} characters.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not read: {problems}. Nothing was filled in. Scan the passport again or check the two lines character by character.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Read: {name}, {nationality}, passport {number}. The fields were filled in; check them.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>NAV_BAR</name>
        <message>
            <source>Opens the {title} screen ({shortcut})</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>NET_WORDS</name>
        <message>
            <source>the server's name is not known (check how it is spelt, and that this computer is online)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>nothing answers at that address and port (the server is off, or the port is wrong)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>it did not answer in time (check this computer's network)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>this computer's network cannot reach it (check the cable or Wi-Fi)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>it cut the connection (try again; if it keeps happening, call IT)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>“{character}” in “{text}” cannot be written in an e-mail address or header (use Latin letters, digits and . _ - + @)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>OPEN_SHIFT</name>
        <message>
            <source>Not now</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Opening &amp;float</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Clerk's &amp;name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Count the cash in the drawer. Enter opens the shift with the name and the float below (from the last close); change them if they differ.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open a shift</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>PAPER</name>
        <message>
            <source>There is no printer called {name} on this computer.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This computer has no printer set up.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{printer} is a receipt printer: choose a system printer for this.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>PASSENGERS_MODEL</name>
        <message>
            <source>Name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Age</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Gender</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nationality</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ID type</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ID number</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scan</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>too large</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{price} (includes {rounding} rounding)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>required</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ticket, per person incl. GST</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>PASSENGER_EDITOR</name>
        <message>
            <source>Male</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Female</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Other</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Passenger</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Years, on the travel date</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{indian}, or the passport's country code (GBR, USA, DEU…)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Na&amp;me</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A&amp;ge</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Gen&amp;der</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nat&amp;ionality</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ID t&amp;ype</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ID n&amp;umber</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Passport MRZ (reader, or type the two lines)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Passenger {number}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Passport</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ID document</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scan ({document}): &lt;b&gt;required&lt;/b&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scan ({document}): required, attached</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scan ({document}): optional</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Aadhaar, from the card's QR</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Aadhaar (QR)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>PASSENGER_LIST</name>
        <message>
            <source>This sale has {most} passengers, the most one booking takes: start another sale.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Name, age, gender, nationality if not Indian  (e.g. Ravi Kumar, 34, M)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A passenger in one line, separated by commas; gender M, F or O. Enter fills the first passenger without a name, or adds one, and the cursor stays for the next. A passport reader's two MRZ lines, typed here, fill a passenger from the passport; the imager's scan of an Aadhaar card's QR code fills an Indian passenger.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Add passenger</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Alt+A: a passenger at the end of the list</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Remove passenger</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Alt+R: the selected passenger (Ctrl+Z brings them back)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Undo (Ctrl+Z)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bring back the passengers removed last, with their scans.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Passenger &amp;list: ↑ ↓ here, or Ctrl+PgDown / Ctrl+PgUp anywhere, to change passenger</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Passengers of the sale</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Up and Down choose the passenger edited below; a scan dropped on a row is that passenger's.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>That is a passport's second MRZ line: scan the passport again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Passport MRZ: line 1 of 2 read.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Passport not read: {problems}. Scan the passport again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Read: {name}, {nationality}, passport {number}. Check them; Ctrl+O for the scan.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>(no name yet)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>passenger {number}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Removed: {names}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>passenger {number}, {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Aadhaar QR read: {name}. This trip needs the whole number: type the card's 12 digits (the QR's last four are {last_four}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Aadhaar QR read: {name}, card genuine (UIDAI signature). Check the photo on the card against the passenger.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Older Aadhaar QR read: {name}. It carries no signature: check the card itself.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>PAYMENT_PANEL</name>
        <message>
            <source>Type the amount in rupees and paise, for example 1250.50.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the rest</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cash part</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>exact</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cash tendered</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Enter here pays; left empty, the customer gave the exact cash</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Received</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tick once the customer's UPI app shows the payment succeeded.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Change due</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scan to pay {amount} to {payee} ({vpa})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tick Received once the customer's UPI app shows the payment succeeded.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Left empty, cash takes what the other tenders leave</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{tender} amount</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The amount changed from {amount}: scan the new code.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>PENDING_CONTROLLER</name>
        <message>
            <source>Requests left unanswered when the app last stopped were checked:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>An answer that had not come is in:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The journal cannot be read: {reason}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The sale that was never sent is closed; nothing was charged.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The journal cannot record it: {reason}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{supervisor} decided the customer has left. The app keeps asking the service about the earlier sale: if it was booked, the app cancels it and the customer's money is given back here at once.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{supervisor} decided to keep trying: the app keeps asking the service about the earlier sale.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>PERMISSIONS</name>
        <message>
            <source>Not changed: a supervisor&apos;s PIN is needed.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Seal this counter&apos;s records under a new key</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Close another clerk's shift</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Close the shift with the drawer off</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Counted {counted}, expected {expected}, difference {difference}. Reason: {reason}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Not closed: a drawer off by more than {limit} needs a supervisor's PIN.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>This is {clerk}'s shift: closing it needs a supervisor's PIN.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{name} closes {clerk}'s shift opened {opened}.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Changing how long ID documents are kept</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Changing the API key</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Changing the GST registration</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Changing the agency's turnover band</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Changing the drawer difference allowed</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Changing the service address</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Not saved: {changes} needs a new supervisor PIN: the API key's holder sets it on the Supervisor PIN page, with the key in use.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Set a new supervisor PIN</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Switching to LIVE</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>changing how long ID documents are kept</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>changing the API key</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>changing the GST registration</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>changing the agency's turnover band</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>changing the drawer difference allowed</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>changing the service address</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>switching to live</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Not shown: a supervisor's PIN is needed.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>See who looked at a customer's data</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Who looked at customers' data</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Discard a sale in progress</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The sale is kept: discarding a sale already sent to the service needs a supervisor's PIN.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Cancel an IRN</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Only a supervisor cancels an IRN.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The portal cancels an IRN within 24 hours of giving it; the same document number cannot be reported again.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Keep a statement's columns</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Not resolved: it needs a supervisor's PIN.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Resolve a questioned payment</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Not confirmed: it needs a supervisor's PIN.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Confirm cash banked</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The columns were not kept: they need a supervisor's PIN.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>More than the rule's {rule} needs a supervisor's PIN.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Refund above the rule</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{reference}: {given} instead of {rule}.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Unresolved at all counters</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Only a supervisor sees every counter's unresolved sales.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Every counter's sales of unknown outcome and sales left in progress.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Export a customer's personal data</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Not exported: a supervisor's PIN is needed.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Erase a customer's personal data</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Not erased: a supervisor's PIN is needed.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Keep trying the unanswered sale</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The customer left: cancel the sale if it was booked</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Nothing was decided: a supervisor's decision needs the supervisor's PIN. The app keeps asking the service about the sale.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Price below cost</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Not sent: a price below cost needs a supervisor's PIN.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{product}: the customer pays {customer}, the wallet {wallet}.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>One transfer for two sales</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Not sent: check the reference with the customer; a transfer split over two sales needs a supervisor's PIN.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>See the passengers' ID numbers</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>See the ID scans of a sale waiting for its answer</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Not shown: a supervisor's PIN is needed to see ID scans.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Accept the portal's answer the checks refused</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Only a supervisor accepts an answer the checks refused.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The checks refused it. Accept it only when it is the portal's own answer for these documents; your name and reason are logged.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Changing the owner&apos;s address for the Z heads</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>changing the owner&apos;s address for the Z heads</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Changing the agency's bank accounts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>changing the agency's bank accounts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Book a statement&apos;s line</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not booked: it needs a supervisor&apos;s PIN.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Undo a line&apos;s entry in the books</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not undone: it needs a supervisor&apos;s PIN.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Accept a statement without balances</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not accepted: it needs a supervisor's PIN.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Close the month</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The month stays open: closing it needs a supervisor's PIN.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Re-open a closed month (the owner)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The month stays closed: re-opening it is the owner's, with a reason.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>PICKER</name>
        <message>
            <source>Enter or a double-click books the selected row</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Enter or double-click a row</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Searching…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{found} found, {bookable} bookable</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This one cannot be booked: {reason}.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>PIN_DIALOG</name>
        <message>
            <source>No supervisor PIN is set yet. The person who holds the API key sets it in Settings (Ctrl+6), typing the key again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Supervisor approval</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A supervisor types their name and the PIN.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Supervisor's &amp;name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;PIN</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>OK</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancel</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Type the supervisor's name: the decision is recorded with it.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Wrong PIN. After %n wrong tries in a row it locks for a minute.</source>
            <translation>
                <numerusform>Wrong PIN. After 1 wrong try in a row it locks for a minute.</numerusform>
                <numerusform>Wrong PIN. After %n wrong tries in a row it locks for a minute.</numerusform>
            </translation>
        </message>
        <message>
            <source>A supervisor of the agency types their own name and their own PIN.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Checking the PIN with the agency store…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The agency store does not answer: the counter's PIN is checked instead, and the decision records that.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No supervisor named {name} in the agency's list. The agency's supervisors: {names}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Too many wrong PINs: {name}'s PIN is locked until the agency administrator sets it again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Reason</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Type why you need to see it: the look is logged with it.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>PRINTER_SETTINGS</name>
        <message>
            <source>Type the receipt printer's address first, e.g. {example}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Receipt</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Customer voucher</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Agency copy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>X/Z reports</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Default printer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>80 mm roll</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>58 mm roll</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Network (ESC/POS)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>USB (ESC/POS)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>vendor:product, e.g. 04b8:0202</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Serial port (ESC/POS)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>/dev/ttyUSB0 or COM3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{printer} (not found here)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Printers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A cash sale opens the drawer wired to the receipt printer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{document}: printer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The system's default printer, a printer installed on this computer, or a receipt printer the app talks to directly without a driver (ESC/POS).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{document}: receipt printer's address</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{document}: paper</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Print test page</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{document}: print test page</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Printing a test page…</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>PRIVACY_NOTICE</name>
        <message>
            <source>What we ask for</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your name, phone number and e-mail address. For each passenger: name, age, gender and nationality; for trips that need it, the ID number and a scan of the ID (passport for visitors from abroad). From an Aadhaar card's QR code we keep only the name, age, gender, the number's last four digits and whether UIDAI's signature holds; never its photo, address or contact details.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Why</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>To book your trip with the tour's operator; so that the operator can check each passenger's identity at boarding; and for your receipt or GST invoice and our tax records.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Who else receives it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The booking service we sell through and the boat or tour operator. {agency}'s own records. No one else, unless the law requires it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>How long we keep it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ID numbers and scans are out of use {days} days after the trip and destroyed one year after the booking. Names, contact details and amounts stay with the tax records as long as tax law requires.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your choices</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You may withdraw your consent at any time: we then stop using your details, except what a booking already made or the law needs. You may ask for a summary of what we hold, a correction or an erasure: ask at this counter or contact {contact}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Complaints</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Contact {contact} first. If you are not satisfied with the answer, you may complain to the Data Protection Board of India, online.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>From {agency}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>this agency</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>How {agency} uses your personal data</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>QAbstractFileIconProvider</name>
        <message>
            <source>Drive</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Folder</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unknown</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>QFileDialog</name>
        <message>
            <source>&amp;Open</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Save</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Choose</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Look in:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>File &amp;name:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Files of &amp;type:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Directory:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>All Files (*)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Directories</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Back</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Forward</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Parent Directory</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Create New Folder</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>List View</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Detail View</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Go back</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Go forward</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Go to the parent directory</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Create a New Folder</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Change to list view mode</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Change to detail view mode</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;New Folder</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Rename</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Delete</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show &amp;hidden files</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>QFileSystemModel</name>
        <message>
            <source>Name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Size</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Type</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Date Modified</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Computer</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>QPlatformTheme</name>
        <message>
            <source>OK</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save All</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Yes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Yes to &amp;All</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;No</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>N&amp;o to All</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Abort</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Retry</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ignore</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Close</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancel</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Discard</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Help</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Apply</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reset</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Restore Defaults</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>QUICK_ENTRY</name>
        <message>
            <source>Type name, e-mail and phone, separated by commas; the seats may follow</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Type name, age and gender ({choices}), separated by commas; a nationality may follow</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a part is empty: check the commas</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{count} found, {least} expected</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{count} found, {least} or {most} expected</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{expected} ({found}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Seats "{seats}" is not a number: type the seats in digits, or leave them out.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Gender "{gender}" is not known: type {choices}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Age "{age}" is not a whole number of years: type it in digits.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>QUOTE_COMPARISON</name>
        <message>
            <source>Seats released</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Refundable amount</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Kept by the policy band</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Platform charge</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;Net refund to wallet&lt;/b&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Policy band</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Wallet balance after</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Credit used after</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Whole booking (%n seat(s))</source>
            <translation>
                <numerusform>Whole booking (1 seat)</numerusform>
                <numerusform>Whole booking (%n seats)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Whole booking (%n passenger(s))</source>
            <translation>
                <numerusform>Whole booking (1 passenger)</numerusform>
                <numerusform>Whole booking (%n passengers)</numerusform>
            </translation>
        </message>
        <message>
            <source>Chosen: {what}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Asking the service for the quotes…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Quotes change nothing. Compare, then cancel one if wanted.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancel {what}…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{amount} (given back)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{amount} (kept)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fares</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Service charge</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Round down</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;Customer&apos;s refund&lt;/b&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Paid back by</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;i&gt;The customer&apos;s refund by the rule&lt;/i&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;i&gt;The agency&apos;s wallet&lt;/i&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The choice changed: quote again.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RECEIPT_DATA</name>
        <message>
            <source>Fare {count} x {fare}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Round off</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>tendered {amount}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Service charge</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Discount</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No payment was taken here for {reference}: there is no receipt.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>card ••{last4} appr {approval_code}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Credit from booking {booking} (cancelled)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Given back to the customer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Total incl. GST</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Per person incl. GST</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RECEIPT_PRINT</name>
        <message>
            <source>Phone {phone}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GSTIN {gstin}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Receipt</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Receipt {number}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Counter {counter}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Served by {clerk}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Seats: {seats}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Booking</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>TOTAL {currency}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Change</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancellation: {terms}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Thank you. Quote the booking reference for any change.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Paid by {mode} ({detail})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Paid by {mode}</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n seat(s)</source>
            <translation>
                <numerusform>1 seat</numerusform>
                <numerusform>%n seats</numerusform>
            </translation>
        </message>
        <message>
            <source>{moment} · counter {counter} · served by {clerk}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Booking &lt;b&gt;{reference}&lt;/b&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{total} {currency}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>REFUND_SLIP</name>
        <message>
            <source>Customer's signature</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Given at</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Given back</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Given by</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Paid back by</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Refund slip</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Booking</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Customer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reference</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Supervisor decision</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Refund</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Round off</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Original receipt</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancelled: {what}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>REGISTRY</name>
        <message>
            <source>Catalogue</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Book</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lookup</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Wallet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>History</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Settings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Shift report</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Disruptions</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>REMOVE_PASSENGERS</name>
        <message>
            <source>Remove passengers</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>The sale is to keep {left} of its %n passenger(s). Tick the {count} to remove; Ctrl+Z on the passenger list brings them back.</source>
            <translation>
                <numerusform>The sale is to keep {left} of its 1 passenger. Tick the {count} to remove; Ctrl+Z on the passenger list brings them back.</numerusform>
                <numerusform>The sale is to keep {left} of its %n passengers. Tick the {count} to remove; Ctrl+Z on the passenger list brings them back.</numerusform>
            </translation>
        </message>
        <message>
            <source>Passengers to remove</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Space ticks or unticks one</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RESCHEDULE</name>
        <message>
            <source>Change the day of {booking}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rebook {booking} on another departure</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A shift must be open to take or give back the difference.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The service no longer lists this trip.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not sent: a shift must be open, and a price below cost is sold as a new sale with a supervisor&apos;s approval.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not printed: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Printed: {numbers}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not saved: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Saved to {path}.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RESCHEDULE_DIALOG</name>
        <message>
            <source>Customer's addr&amp;ess</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Find</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Price this &amp;one</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Close</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No slot on that day.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No departure on that day.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Booking the new seat, then cancelling the old one…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Given up: booking {booking}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Service&apos;s cancellation charge</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Customer&apos;s credit from it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New booking</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Customer&apos;s price</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The customer pays</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Given back to the customer by {tender}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing to pay or give back</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Confirm the c&amp;hange</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Retr&amp;y the cancellation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New da&amp;te</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Print</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Save as PDF…</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RESULT_PANEL</name>
        <message>
            <source>Booked and paid. Booking reference:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Booking reference</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Copy reference</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ctrl+C: the booking reference to paste</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The bill of the booking</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Print voucher…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ctrl+P: the customer's voucher</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Save voucher as PDF…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ctrl+S: the customer's voucher as a PDF</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Print &amp;receipt</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>On the receipt printer chosen in Settings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;New sale</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ctrl+N: back to the catalogue</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Preparing the voucher…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Preview of the voucher</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Wallet now: &lt;b&gt;{balance}&lt;/b&gt; cash · credit left {credit}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Wallet now: not read yet (the header shows it once the service answers).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Receipt &lt;b&gt;{number}&lt;/b&gt; · paid {parts} · &lt;b&gt;change due {change}&lt;/b&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Receipt &lt;b&gt;{number}&lt;/b&gt; · paid {parts}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{reference} copied.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save receipt as P&amp;DF…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save tax invoice as P&amp;DF…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The original for the customer, as a PDF to print or send (no receipt printer needed)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save the original as PDF</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>REVIEW_PANEL</name>
        <message>
            <source>The bill of the sale</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Booking progress</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>← &amp;Back to the form</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Esc. Everything typed is kept.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Confirm</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Enter while it is focused: the wallet pays now.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Read the ID numbers back to the customer: {ids}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Look at these names again: they mix alphabets, or use another alphabet's letters that look Latin, as a look-alike's do: {names}</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n passenger(s)</source>
            <translation>
                <numerusform>1 passenger</numerusform>
                <numerusform>%n passengers</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n seat(s)</source>
            <translation>
                <numerusform>1 seat</numerusform>
                <numerusform>%n seats</numerusform>
            </translation>
        </message>
        <message>
            <source>Review: {choice}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Customer: {who} · {seats}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The wallet balance could not be read.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The wallet pays {cash} from cash and {credit} from credit.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The wallet cannot pay this: it is short by {short} (cash {cash} and credit {credit} are all it has). Nothing was sent. Top up the wallet, or go back and sell fewer seats.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Confirm and pay {total}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Check the details with the customer, take the payment, then press Enter in the cash tendered to confirm: left empty, it is exact cash (Esc goes back).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Confirm: collect {total}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Booking… the window stays usable; do not switch off the computer.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sent. Waiting for the service to confirm the booking…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sending the booking: {sent} of {total} MB</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Confirm again (it cannot be booked twice)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stop &amp;waiting</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stop waiting for the answer. The sale is then checked in the background, under the same request, so it is never booked or paid twice.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Saving… the journal is in use by another program; the sale is written as soon as it is free. Nothing is sent before.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Booked. Saving… the journal is in use by another program; the booking is written as soon as it is free.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The wallet&apos;s total {total}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>SALE_DRAFT</name>
        <message>
            <source>The sale kept from last time could not be read; it was dropped.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scan kept with the draft</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A sale is in progress: keep it as a draft, discard it, or cancel?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A draft is offered back the next time Counterdesk starts.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Keep as draft</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>SALE_PAY</name>
        <message>
            <source>Check the payment: the fields in red say what to fix.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You stopped waiting before anything was sent: nothing was booked or charged. Confirm sends it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You stopped waiting for the service's answer.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the journal failed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Booking {reference} is made and paid. This computer could not save it yet ({reason}); the app keeps trying, and the service gives it back at the next start.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not booked: give back {amount}. {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Whether it was booked is not known yet. Press Confirm again to find out: the same request is sent, so it can never be booked or paid twice.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The payment ({amount}) stays pending with it: keep it aside until then.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>SALE_RESULT</name>
        <message>
            <source>An earlier attempt of this sale had gone through before the last changes: booking {reference}, as it was then. The changes were not sent; the voucher shows what was booked.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{outcome} Its voucher is ready; if it was not wanted, cancel it in Lookup (its refund is quoted first).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The receipt was not printed: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Receipt {number} printed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The tax invoice was not saved: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The receipt was not saved: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tax invoice {number} saved to {path}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Receipt {number} saved to {path}.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>SALE_REVIEW</name>
        <message>
            <source>No shift is open at this counter: Confirm asks for one (your name and the float counted), then goes on with this sale.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This sale needs a shift: none is open at this counter.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{notice} This sale is for the same trip, day and customer: it cannot be sold again until the service answers about that one.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>SAVING</name>
        <message>
            <source>Saving… another program is using the journal; what you entered is saved as soon as it is free.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>COUNTER_TILL_WRITES</name>
        <message>
            <source>This computer could not save it: {reason}. Nothing was recorded and what you typed is still here: try again in a moment.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>SCANS</name>
        <message>
            <source>This image is too large in pixels: {width} × {height}, more than the {million} million this app reads. Shrink it to send it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This image is {size}; the service takes up to {limit}. Shrink it to send it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This PDF is {size}; the service takes up to {limit}, and a PDF cannot be shrunk here. Scan the passport again at a lower resolution, or as a JPEG.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>shrunk from {before} to {after}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{source} · {kind} · {size}, fits</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{source} · {kind} · {size}, too large</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{source} looks like an image but cannot be read. Scan it again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{source} looks like an image but cannot be decoded ({reason}). Scan it again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{source} is not a JPEG, PNG or PDF file. Choose a scan of the passport.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{source} is not a scan any more ({error}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The image could not be encoded.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{source} could not be read as an image. Scan it again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The clipboard holds no image. Copy the scan first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pasted image</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Only a JPEG or PNG image can be shrunk.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A PNG this large in pixels ({width} × {height}) cannot be shrunk here. Scan the passport again at a lower resolution (300 dpi is plenty), or as a JPEG.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The image cannot be made small enough and stay legible.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Passport scans ({patterns});;All files (*)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>SCAN_FILE</name>
        <message>
            <source>{name} could not be read within {seconds} seconds. Copy it to this computer first, then choose it again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} is not a file (a device, a pipe or a folder). Choose a scan.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} is {size} MB, far more than a passport scan (at most {most} MB is read). Scan it again at a lower resolution.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reading the scan was stopped.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} could not be read ({reason}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} changed while it was read. Scan it again.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>SCAN_OFFER</name>
        <message>
            <source>Take the scan (Ctrl+T)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ctrl+T: give the scanner's new file to the passenger named here</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reading and encoding the scan…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New scan from the scanner: &lt;b&gt;{file}&lt;/b&gt;. Ctrl+T gives it to {passenger}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A scan is needed for {passenger}, and the scanner's folder {folder} cannot be found: check it in Settings (Ctrl+6). Ctrl+O chooses a file meanwhile.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A scan is needed for {passenger}: scan the passport's photo page and it is offered here (or Ctrl+O to choose a file).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Over the limit: shrinking the image…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A scan is needed for {passenger}: scan the front of the Aadhaar card and it is offered here (or Ctrl+O to choose a file).</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>SCAN_PANEL</name>
        <message>
            <source>No scan</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No file · up to {limit}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose a file (Ctrl+O), paste an image (Ctrl+Shift+V) or drop a file here.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b style='font-size:16pt'&gt;PDF&lt;/b&gt;&lt;br&gt;document&lt;br&gt;pages not known</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>&lt;b style='font-size:16pt'&gt;PDF&lt;/b&gt;&lt;br&gt;document&lt;br&gt;%n page(s)</source>
            <translation>
                <numerusform>&lt;b style='font-size:16pt'&gt;PDF&lt;/b&gt;&lt;br&gt;document&lt;br&gt;1 page</numerusform>
                <numerusform>&lt;b style='font-size:16pt'&gt;PDF&lt;/b&gt;&lt;br&gt;document&lt;br&gt;%n pages</numerusform>
            </translation>
        </message>
        <message>
            <source>Size of the scan against the limit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Choose file… (Ctrl+O)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Passport</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Paste image</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ctrl+Shift+V: the image on the clipboard</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Shrin&amp;k to fit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Alt+K: encode the image smaller until it is under the limit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove scan</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stop reading</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stop reading this file (the passenger keeps the scan shown)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ctrl+O: a JPEG, PNG or PDF of the passport's photo page</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ctrl+O: a JPEG, PNG or PDF of the {document}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{document} scan</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The clipboard holds no image or file. Copy the scan first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Image too large
to preview</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{size} of {limit} · fits</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{size} of {limit} · too large</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>SCAN_READER</name>
        <message>
            <source>The scan</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reading the scan was stopped.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>SCAN_STRUCTURE</name>
        <message>
            <source>its header gives it no pixels</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{subject} says it is {width} × {height} pixels; at most {most} million pixels can be read. Scan it again at 300 dpi.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>its image frame is too short</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{subject} is a PDF without a page. Scan it again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{subject} is a PDF that runs something when it is opened ({action}). Scan the passport again as an image or a plain PDF.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{subject} has another file after its end. Scan the passport again, or save the scan again as a new file.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{subject} is cut short. Scan it again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{subject} is damaged ({problem}). Scan it again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a marker is missing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>it ends before its image</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a segment has no length</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>its image frame is not valid</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a Huffman table is not valid</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>it has no image frame</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>its scans do not fit its image frame</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>its image data is not valid</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>it does not start with its header</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>its {chunk} chunk fails its checksum</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>its PDF header is not valid</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>it has no cross-reference</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>its cross-reference points past its end</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>its cross-reference has no trailer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>its cross-reference is not where it says</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{subject} would take {size} MB to open ({width} × {height} pixels); at most {most} MB can be opened. Scan it again at 300 dpi.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>SCHEDULES_MODEL</name>
        <message>
            <source>Live</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Capacity reference</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Capacity reference ({capacity})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sold out</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Departs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Trip ends</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Boat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Seats left</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Seat count</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A live count, or the boat's capacity</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ticket</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Age range</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nationality</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Boat fare</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Permit fare</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Government fee, no GST</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Net price</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What the agency pays</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fare before GST</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The ticket&apos;s price (MRP): boat fare and permit, no fare GST, no markup</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>SCHEDULE_PICKER</name>
        <message>
            <source>Book this departure</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Departures on the travel date</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rates of the selected departure</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>SETTINGS</name>
        <message>
            <source>The drawer difference allowed must be an amount of zero or more.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>ID numbers and scans are kept 0 to {most} days after the trip.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The service address must start with https:// (or http://).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The live environment needs the service address.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The request timeout must be {low} to {high} seconds.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The credit runway warning must be an amount of zero or more.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The scanner's folder must be a full path, for example C:\Scans or \\office-pc\scans.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The counter code is 1 to 6 capital letters or digits, for example PB1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Counter {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A bank account is declared twice.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>SETTINGS_CONTROLLER</name>
        <message>
            <source>Not saved: a LIVE counter's supervisor PIN is set with the LIVE key, the environment left at LIVE.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>It says it is a SANDBOX: sales there are training.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>It does not say it is a sandbox: LIVE, sales are real.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not saved: {changes} needs a supervisor's PIN.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Test page sent to {printer}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The built-in sandbox could not start: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Enter the API key first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The agency store's password is kept for this session only.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Saved, but the built-in sandbox could not start.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Saved, but the service did not answer: see the message above.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Saved. {wallet}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not saved: the supervisor PIN is set only with the API key in use, typed on the Supervisor PIN page. The key typed was not accepted: {reason}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>SETTINGS_SCREEN</name>
        <message>
            <source>Sandbox: training, nothing is real</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Live service: real bookings paid from the wallet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> s</source>
            <comment>seconds after a number</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The wallet screen shows the credit left in a warning colour below this amount.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Empty: this counter alone (no agency store)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The PostgreSQL database the agency's counters share, e.g. postgresql://desk@office-pc:5432/agency?sslmode=require</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Empty: keep the saved one (kept in the password store, never in a file)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Empty: no folder watched (Ctrl+O chooses each scan)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The folder the scanner saves into, e.g. C:\Scans. On the Book screen its new scan is offered to the passenger who needs one (Ctrl+T takes it), and Ctrl+O opens there.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose folder…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Test connection</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save and reconnect</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Environment</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Service address</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>API key</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Request timeout</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Warn when the credit left is below</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Agency store</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Agency store password</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scanner's folder</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;h2&gt;Settings&lt;/h2&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The scanner's folder</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Testing the connection…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Saving and reconnecting…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Empty: the sandbox built into this app</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>https://… (given by the service's office)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Empty: keep the key in use (type a new one to replace it)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Empty: the sandbox's public demo key</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The key issued by the service's office</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Discard changes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Service and connection</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Agency and till</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>UPI and customer display</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GST</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Printers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Language and theme</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Supervisor PIN</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unsaved settings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The settings have changes that are not saved.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save them, discard them, or stay here to go on editing?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stay</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>E-mail to customers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bank accounts</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>SETTINGS_SECTIONS</name>
        <message>
            <source>Sections of the settings</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>SHIFT</name>
        <message>
            <source>Sale</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancellation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Activity</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Boat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Matched</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Amount differs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not in the ledger</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Older than the snapshot</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The ledger's {journal} says {ledger}, the counter {counter}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No ledger journal of the service matches it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Older than the journals the wallet lists: not checked.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>SHIFT_CONTROLLER</name>
        <message>
            <source>No shift is open at this counter yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{clerk}'s shift is still open at this counter.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Quit Counterdesk</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Quit anyway? The shift stays open for the next start; at the day's end close it with the Z report on the Shift report.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Quit, the shift stays open</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Stay</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>SHIFT_DRAWER</name>
        <message>
            <source>{tender} given back</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{tender} net</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>of which round off to whole rupees</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Type the float you counted as an amount, e.g. 2000.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Opening float</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cash in (sales)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cash out (refunds)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;Expected in the drawer&lt;/b&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Counted</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;Difference&lt;/b&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cash of sales not yet answered</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Shift and drawer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>your name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Clerk opening the shift</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>float counted, e.g. 2000</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The cash counted in the drawer, in rupees, e.g. 2000</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Open shift</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Coins</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The coins counted, as an amount in rupees, e.g. 35.50</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>who counts and closes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Counted and closed by</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;X report</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The figures so far: nothing is closed or written (Alt+X).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Print X report</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The figures so far on the reports' printer: nothing is closed or written.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Z report: close the shift</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Closes the shift for good: printed on the reports' printer and saved as a PDF (Alt+Z).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open folder</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open the folder of the saved Z report</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Owed by</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;Drawer counted&lt;/b&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;Pieces&lt;/b&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;Amount&lt;/b&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pieces of {note}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>coins</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;Total&lt;/b&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Type the coins as an amount in rupees, for example 35.50.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Saved as a PDF: {path}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Last Z report: no. {number}, closed by {name} {closed_at}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No shift is open: type your name and the float you counted, then Open shift.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;{clerk}&lt;/b&gt;'s shift, opened {opened_at} with {amount}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Refunds still owed to customers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{tender} taken</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>SHIFT_DRAWER_CONTROLLER</name>
        <message>
            <source>Not closed: the shift stays open, the count typed.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The figures so far.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>X report: nothing was closed or recorded.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>X report sent to the printer; nothing was closed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Type who counted the drawer and closes the shift.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Z report no. {number}: the shift is closed for good.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{report} was not saved as a PDF at {path} ({reason}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{report} was not printed: {reason}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>SHIFT_HTML</name>
        <message>
            <source>Wallet cash</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Wallet credit</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Shift report · {day}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Amounts in {currency}. Made {moment} IST.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Totals</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Debited from the wallet&apos;s cash</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Debited from the wallet&apos;s credit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sales debited from the wallet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Refunds credited to the wallet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Net</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>By module</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Module</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sales</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sold</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancellations</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Refunded</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Operations (%n)</source>
            <translation>
                <numerusform>Operations (1)</numerusform>
                <numerusform>Operations (%n)</numerusform>
            </translation>
        </message>
        <message>
            <source>Time</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Operation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Booking · request id</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Wallet refund</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ledger</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No sales or cancellations at this counter on this day.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Checked against the wallet's ledger</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>The wallet listed its latest %n ledger journal(s);</source>
            <translation>
                <numerusform>The wallet listed its latest ledger journal;</numerusform>
                <numerusform>The wallet listed its latest %n ledger journals;</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mismatch(es).</source>
            <translation>
                <numerusform>1 mismatch.</numerusform>
                <numerusform>%n mismatches.</numerusform>
            </translation>
        </message>
        <message>
            <source>Ledger journals of this day that this counter has no record of (another counter of the agency?):</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>E-invoices waiting (%n)</source>
            <translation>
                <numerusform>E-invoices waiting (1)</numerusform>
                <numerusform>E-invoices waiting (%n)</numerusform>
            </translation>
        </message>
        <message>
            <source>The wallet&apos;s net</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>SHIFT_LINES_MODEL</name>
        <message>
            <source>Wallet cash</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Wallet credit</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The request's identifier and its ledger journal's, as the service has them</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>For support</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Time</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Operation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Module</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Booking ref</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Wallet refund</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ledger</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>SHIFT_REPORT_CONTROLLER</name>
        <message>
            <source>The wallet's ledger could not be read, so the agency day close was not made: see the message above, then try again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The wallet's ledger could not be read, so the report was not made: see the message above, then press F5 again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Shift report {day}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Shift report</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The report could not be printed ({reason}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The report was sent to the printer.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The report could not be saved to {path} ({reason}). Choose another folder.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Saved {path}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The agency</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{month} {year}: {state}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{month} {year} is closed: its exports' digests are kept with the close.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{month} {year} is re-opened.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>SHIFT_REPORT_SCREEN</name>
        <message>
            <source>Operations, charts or the drawer of the day</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This counter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>C&amp;harts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Dra&amp;wer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Operations</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Make report</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Make the report of the day (F5)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save &amp;PDF…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save &amp;CSV…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>P&amp;rint…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Agency day close</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Every counter's sales, refunds and Z reports of the day, checked together against the wallet's ledger</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Unresolved at all counters…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Supervisor: every counter's unresolved sales and drafts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The report of the chosen day is made on arrival; F5 makes it again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Operations of the day</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No bookings on this day yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Day</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;h2&gt;Shift report&lt;/h2&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Making the report of {day}…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Making the agency day close of {day}…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save the shift report</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>{day} · {counter} · %n operations. Amounts in {currency}.</source>
            <translation>
                <numerusform>{day} · {counter} · %n operation. Amounts in {currency}.</numerusform>
                <numerusform>{day} · {counter} · %n operations. Amounts in {currency}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n operations disagree with the wallet's ledger: {which}</source>
            <translation>
                <numerusform>%n operation disagrees with the wallet's ledger: {which}</numerusform>
                <numerusform>%n operations disagree with the wallet's ledger: {which}</numerusform>
            </translation>
        </message>
        <message>
            <source>Each sale and refund recorded here matches the wallet's ledger; the ledger holds more, named below.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>The wallet's last %n ledger entries match the sales and refunds recorded here.</source>
            <translation>
                <numerusform>The wallet's last %n ledger entry matches the sales and refunds recorded here.</numerusform>
                <numerusform>The wallet's last %n ledger entries match the sales and refunds recorded here.</numerusform>
            </translation>
        </message>
        <message>
            <source>&amp;GST export…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This counter's invoices and credit notes of a day, a month or a range, for the accountant: sales register, GSTR-1 summaries, Tally XML</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Agency GST e&amp;xport…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Every counter's invoices and credit notes of a day, a month or a range, from the agency store: one sales register, GSTR-1 summaries and Tally XML</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GST export for the accountant</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GST export of the whole agency</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>E-&amp;invoices…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>B2B invoices and credit notes for the portal (IRN): export, import its answer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Bank statement</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Trial balance</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>AGENCY_CLOSE</name>
        <message numerus="yes">
            <source>The agency store's records do not hold together: %n record(s) were changed or removed after they arrived, or their amounts do not add up. The counters' journals keep what was sold; the agency administrator must look into it.</source>
            <translation>
                <numerusform>The agency store's records do not hold together: %n record was changed or removed after it arrived, or its amounts do not add up. The counters' journals keep what was sold; the agency administrator must look into it.</numerusform>
                <numerusform>The agency store's records do not hold together: %n records were changed or removed after they arrived, or their amounts do not add up. The counters' journals keep what was sold; the agency administrator must look into it.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{counter}&lt;/b&gt; %n sales: the wallet paid {paid}, the wallet got back {back}; the customers' money: {tenders}; the drawer holds {drawer}</source>
            <translation>
                <numerusform>&lt;b&gt;{counter}&lt;/b&gt; %n sale: the wallet paid {paid}, the wallet got back {back}; the customers' money: {tenders}; the drawer holds {drawer}</numerusform>
                <numerusform>&lt;b&gt;{counter}&lt;/b&gt; %n sales: the wallet paid {paid}, the wallet got back {back}; the customers' money: {tenders}; the drawer holds {drawer}</numerusform>
            </translation>
        </message>
        <message>
            <source>{tender} taken {taken}, given back {given}, net {net}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Z reports of every counter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No counter has closed a shift (Z report) on this day.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;Drawers: every counter's Z reports of the day&lt;/b&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>By counter: no sales or refunds on this day</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>… and %n more.</source>
            <translation>
                <numerusform>… and %n more.</numerusform>
                <numerusform>… and %n more.</numerusform>
            </translation>
        </message>
        <message>
            <source>Drawers expected {expected}, counted differ by {difference}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Drawers expected {expected}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>By counter: {parts}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{counted}. Not every record has reached the agency store ({waiting}): the close is not final until they do.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>{counted}. Every record of the %n counters has reached the agency store.</source>
            <translation>
                <numerusform>{counted}. Every record of the %n counter has reached the agency store.</numerusform>
                <numerusform>{counted}. Every record of the %n counters has reached the agency store.</numerusform>
            </translation>
        </message>
        <message>
            <source>{counter}: {count} missing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;{counter}&lt;/b&gt; proved {proved}, not yet {not_yet}, questioned {questioned}, still owed {still_owed}, written off {written_off}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>UPI and bank against the statements: {parts}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{takings}; refunds to customers proved {proved}, not yet {not_yet}, questioned {questioned}, still owed {still_owed}, written off {written_off}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Counter {counter}'s books, checked {at}:</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Counter {counter}'s books as they stood at {at}, against the agency store's copy of its events:</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>SHIFT_TOTALS</name>
        <message>
            <source>&lt;b&gt;Sales&lt;/b&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;Sold&lt;/b&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;Cancellations&lt;/b&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;Refunded&lt;/b&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;Net&lt;/b&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Debited from the wallet&apos;s cash</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Debited from the wallet&apos;s credit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;Sales debited from the wallet&lt;/b&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Refunds credited to the wallet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;The wallet&apos;s net&lt;/b&gt;</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>SLOTS_MODEL</name>
        <message>
            <source>Sold out</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not bookable</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cut-off passed ({minutes} min before the start)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Slot</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Time</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Seats left</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Net / person</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What the agency pays per person, before fare GST</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>SLOT_PICKER</name>
        <message>
            <source>Book this slot</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Slots on the travel date</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>START_PAINT</name>
        <message>
            <source>Name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Location</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Per person incl. GST</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>SUPERVISOR_PIN_SETTINGS</name>
        <message>
            <source>The two PINs differ: type the same PIN twice.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No PIN is set yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A PIN is set; type a new one to replace it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The PIN is locked after too many wrong tries: set it again to unlock it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New PIN again</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New PIN</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The same PIN once more</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{least} to {most} digits, or a passphrase of {phrase} characters or more</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Supervisor PIN</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The API key of the service in use, as its holder has it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>API key in use</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Only the person who holds the API key sets it, with the key in use typed below.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Setting the supervisor PIN needs the API key in use, typed on this page.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In training the key in use is the training sandbox's own, no secret: {key}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>SUPPORT_DETAILS</name>
        <message>
            <source>The service's own ids of each line, as its support desk asks</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show &amp;details for support</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>TAX_PRINT</name>
        <message>
            <source>Refund due</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Given now by {tender}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Still owed</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Refund Slip</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Refund slip no.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not a GST document: the price paid on your behalf as a pure agent, given back</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Credit Note</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bill of Supply</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tax Invoice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{state} ({code})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Credit note no.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Invoice no.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Supplier's state: {state}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Customer: {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Customer's GSTIN: {gstin}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Address: {address}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Customer's state: {state}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Place of supply: {state}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Against invoice {number} of {date}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reverse charge: No</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In words: {words}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Taxable value</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not taxable</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>CGST</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>SGST</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>IGST</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>For {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Authorised signatory</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Date</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>SAC {sac}, taxable at {rate}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>SAC</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Description</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Amount</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Total</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>IRN: {irn}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ack no.: {number}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ack date: {moment}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>UTGST</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>TENDER_NAMES</name>
        <message>
            <source>Cash</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Cash: part, tendered</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>UPI</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;UPI: amount, reference</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>UPI transaction reference</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>transaction reference</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Type the UPI transaction reference (6 to 35 letters or digits) from the customer's or the terminal's screen.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Card reversal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Car&amp;d: amount, last 4, approval</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Card's last 4 digits</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>last 4</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Type the last 4 digits of the card, digits only.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Card approval code</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>approval code</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Type the approval code printed on the terminal's slip (4 to 12 letters or digits).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bank transfer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ban&amp;k transfer: amount, UTR</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bank transfer UTR</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>UTR</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Type the transfer's UTR (12 to 22 letters or digits) from the customer's bank advice or the agency's account statement.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>THEME_CHOICE</name>
        <message>
            <source>As the system (default)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Light</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Dark</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>High contrast</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The colours of every screen; a choice applies at once.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Theme</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Applies at once, kept for this counter.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>TILL_FIGURES</name>
        <message>
            <source>The wallet pays</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Agency margin</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{amount} (below cost)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The agency&apos;s figures (not for the customer)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The customer pays {amount} less than the wallet: a supervisor must approve this price when you confirm.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>TILL_SETTINGS</name>
        <message>
            <source>Drawer difference allowed</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>A drawer off by more than this at the Z report needs a reason and a supervisor's PIN. A supervisor's PIN changes it.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source> rupees over or short</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>e.g. Front desk 2 (blank: the counter code)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keep ID numbers and scans</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Passengers' ID numbers and scans are erased after this; names, contacts and amounts stay with the invoice. A supervisor's PIN changes it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> days after the trip</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No rounding</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>To %n rupee(s)</source>
            <translation>
                <numerusform>To 1 rupee</numerusform>
                <numerusform>To %n rupees</numerusform>
            </translation>
        </message>
        <message>
            <source>Boat markup</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Activity markup</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The boat markup must be numbers (a % and an amount per seat).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The activity markup must be numbers (a % and an amount per seat).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Till: agency, counter, prices</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The name the shift report gives this counter.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A refund gives the service charge back too</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Agency name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Address</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Phone</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GSTIN</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Counter code</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Counter name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>0 %</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{markup}, percent</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>0.00 per seat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{markup}, amount per seat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>% and</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>per seat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A negative markup is a discount.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Round the total</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>An operator's cancellation gives the service charge back too</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>owner@example.in</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Each Z report&apos;s heads are mailed here, a witness of this counter&apos;s records outside this computer. A supervisor&apos;s PIN changes it.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Owner&apos;s address for the Z heads</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>TILL_WORDS</name>
        <message>
            <source>Excess owed back to {customer}: {currency} {amount} ({booking}, paid over, accepted {when}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No shift is open: open one on the Shift report screen (Ctrl+7), then pay back.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This excess is not owed any more: it was paid back already.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>An excess goes back by UPI, bank transfer or cash (in whole rupees: 0.50 or more), never by card.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n refund(s) owed: {currency} {amount}</source>
            <translation>
                <numerusform>%n refund owed: {currency} {amount}</numerusform>
                <numerusform>%n refunds owed: {currency} {amount}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n excess(es) owed to customers: {currency} {amount}</source>
            <translation>
                <numerusform>%n excess owed to a customer: {currency} {amount}</numerusform>
                <numerusform>%n excesses owed to customers: {currency} {amount}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n refunds and excesses owed: {currency} {amount}</source>
            <translation>
                <numerusform>%n refunds and excesses owed: {currency} {amount}</numerusform>
                <numerusform>%n refunds and excesses owed: {currency} {amount}</numerusform>
            </translation>
        </message>
        <message>
            <source>At most {left} can go back by {mode} on {booking}: the customer paid {paid} that way and {given} was given back already ({earlier}). No approval lifts this.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{amount} on {when}, given by {clerk}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Type the name of the clerk who opens the shift.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The opening float cannot be negative.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{clerk}'s shift opened {opened} is still open: close it with its Z report first (a supervisor may close it).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This shift is closed already; its Z report is final.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This is {clerk}'s shift: a supervisor must approve closing it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The refund must be an amount of zero or more, in rupees and paise.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The rule gives back {amount}: more than that needs a supervisor.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The service has not confirmed this cancellation: refund nothing yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No supervisor decision {number}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This cancellation of {booking} was refunded already: {amount} by {mode} on {when}, given by {clerk}. Nothing more goes back for it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{booking} was not paid for at this till: it has no customer refund here.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>At most {left} can go back by {mode} on {booking}: the customer paid {paid} that way and {given} was given back already. No approval lifts this.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Refund owed to {customer}: {currency} {amount} ({booking}, cancelled {when}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>sale {receipt} (booking {booking})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a sale still waiting for the service's answer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The {tender} reference {reference} was given already for {sale}: one transfer pays one sale.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{customer} {currency} {amount}</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>{named} and %n more</source>
            <translation>
                <numerusform>{named} and %n more</numerusform>
                <numerusform>{named} and %n more</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>TRAINING</name>
        <message>
            <source>Training mode</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;h3&gt;This counter is in training mode&lt;/h3&gt;&lt;p&gt;It sells from the &lt;b&gt;sandbox&lt;/b&gt;, a practice copy of the service built into Counterdesk: the catalogue, the wallet and the bookings are made up, and &lt;b&gt;no real money moves&lt;/b&gt;. Vouchers and receipts carry the training mark and are not valid for travel.&lt;/p&gt;&lt;p&gt;Practise freely: sell, print, cancel, close a shift. &lt;b&gt;Tools › Reset training data&lt;/b&gt; starts again with a fresh wallet and catalogue.&lt;/p&gt;&lt;p&gt;To sell for real, open &lt;b&gt;Settings&lt;/b&gt; (Ctrl+6), choose &lt;b&gt;Live&lt;/b&gt; and enter the service's address and the API key from its office. The header says SANDBOX or LIVE at all times.&lt;/p&gt;&lt;p&gt;This explanation stays under &lt;b&gt;Help › Training mode explained&lt;/b&gt;.&lt;/p&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Skip</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Got it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This counter sells for real (LIVE): there is no training data to reset.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This counter trains on the sandbox at {address}: its data can be reset only there.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reset training data</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Start training again with a fresh wallet and catalogue? Every booking made in training is deleted from the sandbox. This counter's own records (history, shifts, Z reports) stay.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Reset training data</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Cancel</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Resetting the training data…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The training data could not be reset ({reason}). Restart the app; if it happens again, send the log file to your support contact.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Training data reset: a fresh wallet and catalogue, as on the first day.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>TRIAL_BALANCE</name>
        <message>
            <source>Counter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Account</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Agency&apos;s fees and margins</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Amounts in {currency}; each entry in the month of its day in the books.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bank (account not named)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bank account {number}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bank charges</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bank interest</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Card fees (MDR)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cash in the drawer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cash over or short</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Closing credit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Closing debit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Credits</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Customers (sundry), %n bookings</source>
            <translation>
                <numerusform>Customers (sundry), 1 booking</numerusform>
                <numerusform>Customers (sundry), %n bookings</numerusform>
            </translation>
        </message>
        <message>
            <source>Debits</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fees and charges</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Input GST</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Opening credit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Opening debit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Output GST ({head})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Owner&apos;s capital</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Partner wallet&apos;s cash</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Partner wallet&apos;s credit used</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Payment apps&apos; fees</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rent and office expenses</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Result of the month</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Revenue</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Round off</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Round off, cash over or short</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Service charges</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Total</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Trial balance, {month} — {whose}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{tender} to be settled</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Posted this month for closed months</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Day</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Entry</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Closed month</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Belonged on</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Corrects</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Booking</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Amount</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>TRIAL_BALANCE_PANEL</name>
        <message>
            <source>&amp;Make trial balance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Agenc&amp;y&apos;s trial balance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Amount</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Each account&apos;s opening, debits, credits and closing for the month, from the books.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Every counter&apos;s books for the month, from the agency store</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Files in</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Language of the files</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Make the trial balance of the month.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reading the books of the month…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Result of the month</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save C&amp;SV…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save P&amp;DF…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save the trial balance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This counter&apos;s books for the month of the chosen day</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Trial balance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{title}. Amounts in {currency}; debits and credits differ: the books need a check.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{title}. Amounts in {currency}; debits equal credits.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>UNRESOLVED_NOTICE</name>
        <message>
            <source>Stop trying</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Only a sale the journal shows was never sent can be dropped here.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Supervisor decision…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show voucher</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not wanted: cancel in Lookup</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Supervisor decision</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancel</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Keep trying</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>If the service booked it, the app cancels it and the customer's money is given back here; the cancellation fee is the agency's.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keep trying, or the customer has left: a supervisor's PIN, recorded with why.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The customer has &amp;left: if it was booked, cancel it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{notice} It may be booked and paid, so only the service's answer closes it: the app keeps asking. Choose what happens meanwhile; your PIN is asked next and the journal records who, when and why.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ID scans…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A supervisor may look at the passengers&apos; ID scans the sale holds (their PIN; the look is logged).</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>UPI_QR</name>
        <message>
            <source>UPI QR code for the customer to scan</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>VOUCHER</name>
        <message>
            <source>Cancelled</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Still owed to the customer</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Not refundable: booked less than 24 hours before the start, when cancelling is closed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Full refund 48 hours or more before the start (for a boat, its departure); 50% refund from 24 to 48 hours before; no cancellation within 24 hours. A platform charge per seat is deducted from a refund.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The price paid is not recorded at this counter: it is on the receipt given at the sale.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Male</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Female</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Other</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Adult</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Child</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Infant</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>departs {time}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Agency copy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Voucher</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Debited from the wallet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>from cash</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>from credit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Refunded to the wallet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The customer's side</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Agency margin</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Amounts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Customer: &lt;b&gt;{name}&lt;/b&gt; · {phone} · {email}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Part-cancelled: {cancelled} of {booked} seats cancelled. Valid for the {left} listed here.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Seats: &lt;b&gt;{seats}&lt;/b&gt;</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Passengers (%n)</source>
            <translation>
                <numerusform>Passengers (1)</numerusform>
                <numerusform>Passengers (%n)</numerusform>
            </translation>
        </message>
        <message>
            <source>Name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Age</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Gender</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nationality</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ticket</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Issued {moment} IST. Quote the booking reference for any change or cancellation.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancellation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Price</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Receipt {number}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Booking voucher</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Agency copy · receipt {number}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Given back {moment} ({mode})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Paid now</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Amended {moment} IST: this voucher replaces the one given at the sale.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Amended booking voucher</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>VOUCHERS</name>
        <message>
            <source>The agency copy could not be written to {path} ({reason}). Choose another folder.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The voucher could not be written to {path} ({reason}). Choose another folder.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Agency copy saved to {path}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Voucher saved to {path}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the printer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Agency copy sent to {printer}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Voucher sent to {printer}.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>VOUCHER_BUTTONS</name>
        <message>
            <source>Save agency copy as PDF</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save voucher as PDF</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Print &amp;voucher…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Alt+V: the booking's voucher as it is now</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save voucher as P&amp;DF…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Alt+D: the booking's voucher as a PDF</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Agency copy…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Print the agency&apos;s copy (Alt+A): with the commission, the net price, the wallet&apos;s debit and the margin (not for the customer)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>WALLET_SCREEN</name>
        <message>
            <source>Ledger entries or the balance today</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Balance today</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Ledger entries</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No top-ups or sales yet today.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The wallet's balance today, with each top-up and sale</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Press F5 to read the wallet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Refresh</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Read the wallet again (F5)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Recent ledger entries</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Enter or the right arrow opens an entry's lines</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No wallet movements read yet: press F5.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cash balance (the agency's own money in the wallet)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Account</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Agent</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;Credit from the service&lt;/b&gt; (not part of the cash balance)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Credit limit (the most it lends)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Credit used</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Credit left to use</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;h2&gt;Wallet&lt;/h2&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;Recent ledger entries&lt;/b&gt; (Enter or → opens the lines)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reading the wallet…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The credit left to use is below {threshold} (Settings). Top up the wallet before large sales.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Read at {time} (service time). F5 refreshes.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>WINDOW</name>
        <message>
            <source>{title} — selling stopped</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>WITNESS</name>
        <message>
            <source>Booking {booking}: the service's journal {journal} moved the wallet {amount} more than the counters' records say (between {since} and {until}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Booking {booking}: the service's journal {journal} put {amount} into the wallet and no counter on this key has a record of it (between {since} and {until}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Booking {booking}: the service's journal {journal} took {amount} from the wallet and no counter on this key has a record of it (between {since} and {until}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The wallet's readings show {amount} (net) that no record explains:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fewer than two readings of the wallet this day: its movements are reconciled from the second reading on.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>The wallet's %n readings agree with the records: every movement between them ({amount}) is explained.</source>
            <translation>
                <numerusform>The wallet's 1 reading agrees with the records: every movement between them ({amount}) is explained.</numerusform>
                <numerusform>The wallet's %n readings agree with the records: every movement between them ({amount}) is explained.</numerusform>
            </translation>
        </message>
        <message>
            <source>the agency's own reading of {when}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>this counter's reading of {when}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>counter {counter}'s reading of {when}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Refused as impossible: {reading} lists journal {journal} (booking {booking}) as {event} of {listed}, an amount of the wrong sign for its kind; the service never answers so.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Conflict on journal {journal} (booking {booking}): {reading} lists it as {event} of {listed}, {kept} as {kept_event} of {kept_amount}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not witnessed between {since} and {until}: more journals passed than the readings saw. The wallet's total moved {moved}; the journals seen explain {seen}, the counters' records {recorded}; difference {difference}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{reading} does not match its journals: its total differs by {amount} from the reading of {since} and the journals it lists since, while the readings either side of it agree. It was left out.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{reading} does not match its journals: its total differs by {amount} from the reading of {since} and the journals it lists since.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Journal {journal}: a top-up of {amount} into the wallet that the agency's owner did not record (between {since} and {until}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>These are this counter's own readings only: a reading forged on this PC, a top-up nobody recorded, and journals of other counters on its key cannot be proved or named here.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The agency's own witness has not read this key's wallet: the counters' readings are their claims, checked only against one another.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>STATEMENT_CHILD</name>
        <message>
            <source>it was stopped, and nothing of it was kept.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>its reading stopped before the end (exit code {code}), and nothing of it was kept.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>OWED_LIST</name>
        <message>
            <source>Refunds owed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>List the refunds owed to customers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Enter or {keys}: the list, each refund opening its booking in Lookup</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>REFUND_LINE</name>
        <message>
            <source>Refund {refund}: {credited} credited to the wallet (platform charge {charge}). Part of the booking is cancelled; the rest stays confirmed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Refund {refund}: {credited} credited to the wallet (platform charge {charge}). The booking is cancelled.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RECORDS_KEY</name>
        <message>
            <source>The keyring did not keep the new key: the records are still sealed under the old key.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>This computer has no keyring: its records are not sealed, so there is no key to make anew. Ask your IT to set one up.</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>RECORDS_KEY_WORDS</name>
        <message>
            <source>This counter&apos;s records are sealed under a new key ({key}) from now on. The agency store learns of the change with the next records sent.</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
</TS>
