<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="bn_IN">
    <context>
        <name>ACCESS_LOG</name>
        <message>
            <source>Who looked at customers' data</source>
            <translation>গ্রাহকদের তথ্য কে দেখেছেন</translation>
        </message>
        <message>
            <source>When</source>
            <translation>কখন</translation>
        </message>
        <message>
            <source>Who</source>
            <translation>কে</translation>
        </message>
        <message>
            <source>What</source>
            <translation>কী করেছেন</translation>
        </message>
        <message>
            <source>Whose</source>
            <translation>কার (বুকিং বা বিক্রি)</translation>
        </message>
        <message>
            <source>Why</source>
            <translation>কেন</translation>
        </message>
    </context>
    <context>
        <name>AGENCY_CONTROLLER</name>
        <message>
            <source>The agency store holds every receipt this counter printed before its journal was damaged: new receipts go on in the counter's own series, above the store's last number. The receipts marked {prefix} stay valid as printed.</source>
            <translation>জার্নাল নষ্ট হওয়ার আগে এই কাউন্টার যত রসিদ প্রিন্ট করেছিল, সবই এজেন্সি স্টোরে আছে: নতুন রসিদ কাউন্টারের নিজের সিরিজে, স্টোরের শেষ নম্বরের পর থেকে চলবে। {prefix} চিহ্নিত রসিদগুলো যেমন প্রিন্ট হয়েছে তেমনই বৈধ।</translation>
        </message>
        <message>
            <source>This counter's sign-in to the agency store may not read that: it holds other counters' customers. The agency administrator does it, on the office PC or with the administrator's address.</source>
            <translation>এজেন্সি স্টোরে এই কাউন্টারের লগইন এটা পড়তে পারে না: এতে অন্য কাউন্টারের গ্রাহকদের তথ্য আছে। এটা এজেন্সির অ্যাডমিনিস্ট্রেটর করেন, অফিসের পিসিতে বা অ্যাডমিনিস্ট্রেটরের ঠিকানা দিয়ে।</translation>
        </message>
        <message>
            <source>This counter has no agency store: its address goes in Settings (Ctrl+6), or is given with --agency-db.</source>
            <translation>এই কাউন্টারের কোনো এজেন্সি স্টোর নেই: তার ঠিকানা সেটিংসে (Ctrl+6) দিন, বা --agency-db দিয়ে দিন।</translation>
        </message>
        <message>
            <source>The agency store does not answer now, so the other counters' records cannot be shown (this counter keeps selling). Try again in a moment; if it lasts, check the office PC that holds the store.</source>
            <translation>এজেন্সি স্টোর এখন সাড়া দিচ্ছে না, তাই অন্য কাউন্টারের রেকর্ড দেখানো যাচ্ছে না (এই কাউন্টারে বিক্রি চলছে)। একটু পরে আবার চেষ্টা করুন; না হলে যে অফিস পিসিতে স্টোর আছে সেটা দেখুন।</translation>
        </message>
    </context>
    <context>
        <name>AGENCY_IDENTITY</name>
        <message>
            <source>The settings file {path} cannot be read, so this counter has no stable id for the agency store: save the settings again.</source>
            <translation>সেটিংস ফাইল {path} পড়া যাচ্ছে না, তাই এজেন্সি স্টোরের জন্য এই কাউন্টারের কোনো স্থায়ী আইডি নেই: সেটিংস আবার সেভ করুন।</translation>
        </message>
    </context>
    <context>
        <name>AGENCY_LINK</name>
        <message>
            <source>Agency: offline since {time} ({count} waiting)</source>
            <translation>এজেন্সি: {time} থেকে অফলাইন ({count}টি অপেক্ষায়)</translation>
        </message>
        <message>
            <source>Agency: offline since {time}</source>
            <translation>এজেন্সি: {time} থেকে অফলাইন</translation>
        </message>
        <message>
            <source>Agency: {count} waiting</source>
            <translation>এজেন্সি: {count}টি অপেক্ষায়</translation>
        </message>
        <message>
            <source>Agency: synced</source>
            <translation>এজেন্সি: সিঙ্ক হয়েছে</translation>
        </message>
    </context>
    <context>
        <name>AGENCY_MIGRATE</name>
        <message>
            <source>The agency store's database is at schema version {found}, newer than this Counterdesk knows (up to {known}): update Counterdesk on this counter to connect it to the agency store. Sales go on and are kept here until then.</source>
            <translation>এজেন্সি স্টোরের ডেটাবেস স্কিমা সংস্করণ {found}-এ আছে, যা এই Counterdesk-এর জানার চেয়ে নতুন (সর্বোচ্চ {known}): এজেন্সি স্টোরের সঙ্গে যুক্ত করতে এই কাউন্টারে Counterdesk আপডেট করুন। ততক্ষণ বিক্রি চলবে এবং এখানেই রাখা থাকবে।</translation>
        </message>
    </context>
    <context>
        <name>AGENCY_MODEL</name>
        <message>
            <source>Wallet refunded</source>
            <translation>ওয়ালেটে রিফান্ড হয়েছে</translation>
        </message>
        <message>
            <source>Wallet charged</source>
            <translation>ওয়ালেট থেকে কাটা হয়েছে</translation>
        </message>
        <message>
            <source>The price the customer paid at the counter's till</source>
            <translation>কাউন্টারের ক্যাশে গ্রাহক যে দাম দিয়েছেন</translation>
        </message>
        <message>
            <source>Customer paid</source>
            <translation>গ্রাহক দিয়েছেন</translation>
        </message>
        <message>
            <source>Sold</source>
            <translation>বিক্রি</translation>
        </message>
        <message>
            <source>Counter</source>
            <translation>কাউন্টার</translation>
        </message>
        <message>
            <source>The counter that sold it</source>
            <translation>যে কাউন্টার বিক্রি করেছে</translation>
        </message>
        <message>
            <source>Clerk</source>
            <translation>ক্লার্ক</translation>
        </message>
        <message>
            <source>Ref</source>
            <translation>রেফ.</translation>
        </message>
        <message>
            <source>Booking reference</source>
            <translation>বুকিং রেফারেন্স</translation>
        </message>
        <message>
            <source>Product</source>
            <translation>পণ্য</translation>
        </message>
        <message>
            <source>Travel date</source>
            <translation>যাত্রার তারিখ</translation>
        </message>
        <message>
            <source>Customer</source>
            <translation>গ্রাহক</translation>
        </message>
        <message>
            <source>Seats</source>
            <translation>সিট</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>অবস্থা</translation>
        </message>
        <message>
            <source>Z</source>
            <translation>Z</translation>
        </message>
        <message>
            <source>The Z report's number</source>
            <translation>Z রিপোর্টের নম্বর</translation>
        </message>
        <message>
            <source>Closed</source>
            <translation>বন্ধ</translation>
        </message>
        <message>
            <source>Closed by</source>
            <translation>যিনি বন্ধ করেছেন</translation>
        </message>
        <message>
            <source>Float</source>
            <translation>শুরুর নগদ</translation>
        </message>
        <message>
            <source>Cash in</source>
            <translation>নগদ জমা</translation>
        </message>
        <message>
            <source>Cash out</source>
            <translation>নগদ তোলা</translation>
        </message>
        <message>
            <source>Round off</source>
            <translation>রাউন্ড অফ</translation>
        </message>
        <message>
            <source>Of the cash out: what cash refunds were rounded by</source>
            <translation>নগদ তোলার মধ্যে: নগদ রিফান্ড পুরো টাকায় যতটা রাউন্ড করা হল</translation>
        </message>
        <message>
            <source>Expected</source>
            <translation>প্রত্যাশিত</translation>
        </message>
        <message>
            <source>Counted</source>
            <translation>গোনা হয়েছে</translation>
        </message>
        <message>
            <source>Difference</source>
            <translation>পার্থক্য</translation>
        </message>
        <message>
            <source>nothing yet</source>
            <translation>এখনও কিছু নেই</translation>
        </message>
        <message>
            <source>none</source>
            <translation>কিছু নেই</translation>
        </message>
        <message>
            <source>{count} missing</source>
            <translation>{count}টি নেই</translation>
        </message>
        <message>
            <source>Records</source>
            <translation>রেকর্ড</translation>
        </message>
        <message>
            <source>All up to</source>
            <translation>পর্যন্ত সব</translation>
        </message>
        <message>
            <source>Every record up to this number has arrived</source>
            <translation>এই নম্বর পর্যন্ত প্রতিটি রেকর্ড পৌঁছেছে</translation>
        </message>
        <message>
            <source>Newest</source>
            <translation>সবচেয়ে নতুন</translation>
        </message>
        <message>
            <source>Gaps</source>
            <translation>ফাঁক</translation>
        </message>
        <message>
            <source>Last arrived</source>
            <translation>শেষ পৌঁছেছে</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>ধরন</translation>
        </message>
        <message>
            <source>Since</source>
            <translation>কখন থেকে</translation>
        </message>
        <message>
            <source>What</source>
            <translation>কী</translation>
        </message>
    </context>
    <context>
        <name>AGENCY_QUERIES</name>
        <message>
            <source>Counter {counter}: {said}</source>
            <translation>কাউন্টার {counter}: {said}</translation>
        </message>
        <message>
            <source>Counter {counter}, record {seq} ({kind} {record_id})</source>
            <translation>কাউন্টার {counter}, রেকর্ড {seq} ({kind} {record_id})</translation>
        </message>
        <message>
            <source>{record}: the Z report's cash {found} is not what the shift's cash payments give {expected}.</source>
            <translation>{record}: Z রিপোর্টের নগদ {found}, শিফটের নগদ পেমেন্টের যোগফল {expected}-এর সঙ্গে মেলে না।</translation>
        </message>
        <message>
            <source>{record}: the payments {found} do not add up to the customer total {expected}.</source>
            <translation>{record}: পেমেন্ট {found}, গ্রাহকের মোট {expected}-এর সঙ্গে মেলে না।</translation>
        </message>
        <message>
            <source>{record}: the customer total {found} is not the sum of its price lines {expected}.</source>
            <translation>{record}: গ্রাহকের মোট {found}, দামের লাইনগুলোর যোগফল {expected} নয়।</translation>
        </message>
        <message>
            <source>The records after {record} are missing from the agency store.</source>
            <translation>{record}-এর পরের রেকর্ডগুলো এজেন্সি স্টোরে নেই।</translation>
        </message>
        <message>
            <source>The record before {record} was replaced in the agency store after it arrived.</source>
            <translation>{record}-এর আগের রেকর্ডটি পৌঁছানোর পর এজেন্সি স্টোরে বদলে দেওয়া হয়েছে।</translation>
        </message>
        <message>
            <source>The record before {record} is missing from the agency store.</source>
            <translation>{record}-এর আগের রেকর্ডটি এজেন্সি স্টোরে নেই।</translation>
        </message>
        <message>
            <source>{record} was changed in the agency store after it arrived.</source>
            <translation>{record} পৌঁছানোর পর এজেন্সি স্টোরে বদলানো হয়েছে।</translation>
        </message>
        <message>
            <source>Sold at counter {counter} by {clerk} on {time} to {customer}: {seats} seat(s).</source>
            <translation>কাউন্টার {counter}-এ {clerk} {time}-এ {customer}-কে বিক্রি করেছেন: {seats}টি সিট।</translation>
        </message>
        <message>
            <source>an unnamed clerk</source>
            <translation>নাম ছাড়া একজন ক্লার্ক</translation>
        </message>
        <message>
            <source>Agency · {count} counter(s)</source>
            <translation>এজেন্সি · {count}টি কাউন্টার</translation>
        </message>
        <message>
            <source>{record} is not what its counter sent: it was changed in the store.</source>
            <translation>{record} তার কাউন্টার যা পাঠিয়েছিল তা নয়: স্টোরে এটি বদলানো হয়েছে।</translation>
        </message>
        <message>
            <source>{record}: its counter's chain does not follow from it and the record before it.</source>
            <translation>{record}: এর কাউন্টারের শৃঙ্খল এটি ও এর আগের রেকর্ড থেকে মেলে না।</translation>
        </message>
        <message>
            <source>{record}: the chain head this Z report printed is not the agency store's: the records before it were changed.</source>
            <translation>{record}: এই Z রিপোর্টে ছাপা শৃঙ্খলের শীর্ষ এজেন্সি স্টোরেরটির সঙ্গে মেলে না: এর আগের রেকর্ডগুলি বদলানো হয়েছে।</translation>
        </message>
        <message>
            <source>{record} is not what its counter wrote: the counter found it changed in the agency store, or in its journal before it was sent.</source>
            <translation>{record} তার কাউন্টার যা লিখেছিল তা নয়: কাউন্টার এটিকে এজেন্সি স্টোরে, বা পাঠানোর আগে তার জার্নালে, বদলানো পেয়েছে।</translation>
        </message>
        <message>
            <source>{record} is not the record whose link its counter gave the agency store before sending it: it, or a record before it, was rewritten in the counter&apos;s journal.</source>
            <translation>{record} সেই রেকর্ড নয় যার লিঙ্ক এর কাউন্টার পাঠানোর আগে এজেন্সি স্টোরকে দিয়েছিল: এটি, বা এর আগের কোনো রেকর্ড, কাউন্টারের জার্নালে আবার লেখা হয়েছে।</translation>
        </message>
        <message>
            <source>{record}: the access log head this Z report carries is not the one its counter gave the agency store as the log grew: the log was rewritten on the counter&apos;s PC.</source>
            <translation>{record}: এই Z রিপোর্টে অ্যাক্সেস লগের যে হেড আছে, তা সেটি নয় যা এর কাউন্টার লগ বাড়ার সময় এজেন্সি স্টোরকে দিয়েছিল: লগটি কাউন্টারের PC-তে আবার লেখা হয়েছে।</translation>
        </message>
        <message>
            <source>{record}: its counter&apos;s journal no longer holds this record of booking {booking}, and the agency store never received it.</source>
            <translation>{record}: এর কাউন্টারের জার্নালে বুকিং {booking}-এর এই রেকর্ড আর নেই, আর এজেন্সি স্টোর এটি কখনও পায়নি।</translation>
        </message>
        <message>
            <source>{record}: its payment of {found} gives a UPI or bank reference that an earlier sale gave already; check with the counter that it is one transfer split, not paid twice.</source>
            <translation>{record}: এর {found} পেমেন্টে এমন একটি UPI বা ব্যাংক রেফারেন্স আছে যা আগের একটি বিক্রিতে দেওয়া হয়েছে; কাউন্টারের সাথে যাচাই করুন যে এটি একটি ট্রান্সফারের ভাগ, দুবার পেমেন্ট নয়।</translation>
        </message>
        <message>
            <source>Counter {counter}, record {seq} ({kind} {record}, booking {booking}, {amount}): sealed under key {key}, which the agency never registered for it.</source>
            <translation>কাউন্টার {counter}, রেকর্ড {seq} ({kind} {record}, বুকিং {booking}, {amount}): কী {key} দিয়ে সিল করা, যা এজেন্সি এর জন্য কখনো নথিভুক্ত করেনি।</translation>
        </message>
        <message>
            <source>Counter {counter} rotated its records' key at {time} (record {seq}): key {old} replaced by key {new}, approved by {by}.</source>
            <translation>কাউন্টার {counter} {time}-এ তার রেকর্ডের কী বদলেছে (রেকর্ড {seq}): কী {old}-এর জায়গায় কী {new}, {by}-এর অনুমোদনে।</translation>
        </message>
        <message>
            <source>{said} The rotation is not sealed under a key the agency registered for the counter, so the new key is not registered: its records are named below.</source>
            <translation>{said} এই বদল এমন কোনো কী দিয়ে সিল করা নয় যা এজেন্সি এই কাউন্টারের জন্য নথিভুক্ত করেছে, তাই নতুন কী নথিভুক্ত নয়: এর রেকর্ডগুলি নিচে উল্লেখ করা হয়েছে।</translation>
        </message>
        <message numerus="yes">
            <source>Counter {counter}: %n record(s) sent unsealed (records {first} to {last}): its PC has no keyring, so nothing proves they were not rewritten before they were sent.</source>
            <translation>
                <numerusform>কাউন্টার {counter}: 1টি রেকর্ড সিল ছাড়া পাঠানো (রেকর্ড {first} থেকে {last}): এর পিসিতে কীরিং নেই, তাই কিছুই প্রমাণ করে না যে পাঠানোর আগে সেগুলি আবার লেখা হয়নি।</numerusform>
                <numerusform>কাউন্টার {counter}: %nটি রেকর্ড সিল ছাড়া পাঠানো (রেকর্ড {first} থেকে {last}): এর পিসিতে কীরিং নেই, তাই কিছুই প্রমাণ করে না যে পাঠানোর আগে সেগুলি আবার লেখা হয়নি।</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>AGENCY_STORE</name>
        <message>
            <source>The agency store does not know this counter ({counter}) under the name it connects with. Nothing was sent; the agency administrator adds this counter with counterdesk agency add-counter on this PC.</source>
            <translation>এজেন্সি স্টোর এই কাউন্টারকে ({counter}) যে নামে এটি যুক্ত হয় সেই নামে চেনে না। কিছুই পাঠানো হয়নি; এজেন্সির অ্যাডমিনিস্ট্রেটর এই পিসিতে counterdesk agency add-counter দিয়ে এই কাউন্টার যোগ করবেন।</translation>
        </message>
        <message>
            <source>Another installation is registered in the agency store as this counter ({counter}): this PC's settings were probably copied from it. Nothing was sent; give this counter its own settings (a new id) to connect.</source>
            <translation>এজেন্সি স্টোরে অন্য একটি ইনস্টলেশন এই কাউন্টার ({counter}) হিসেবে নথিভুক্ত আছে: সম্ভবত এই পিসির সেটিংস সেখান থেকে কপি করা হয়েছে। কিছুই পাঠানো হয়নি; যুক্ত করতে এই কাউন্টারকে তার নিজের সেটিংস (নতুন আইডি) দিন।</translation>
        </message>
        <message>
            <source>Counter {counter} is not registered in this store.</source>
            <translation>কাউন্টার {counter} এই স্টোরে নথিভুক্ত নয়।</translation>
        </message>
        <message>
            <source>The agency store holds other records under this counter's numbers {first} to {last}: this counter's journal is not the one that sent them. A supervisor must give this counter a new id.</source>
            <translation>এজেন্সি স্টোরে এই কাউন্টারের {first} থেকে {last} নম্বরে অন্য রেকর্ড আছে: সেগুলো এই কাউন্টারের জার্নাল পাঠায়নি। একজন সুপারভাইজারকে এই কাউন্টারকে নতুন আইডি দিতে হবে।</translation>
        </message>
    </context>
    <context>
        <name>AGENCY_TARGET</name>
        <message>
            <source>The agency store's address is postgresql://USER@HOST:PORT/DATABASE (add ?sslmode=require for an encrypted connection).</source>
            <translation>এজেন্সি স্টোরের ঠিকানা postgresql://USER@HOST:PORT/DATABASE (এনক্রিপ্ট করা সংযোগের জন্য ?sslmode=require যোগ করুন)।</translation>
        </message>
    </context>
    <context>
        <name>AGENCY_UNRESOLVED</name>
        <message>
            <source>Unresolved at all counters</source>
            <translation>সব কাউন্টারে অমীমাংসিত</translation>
        </message>
        <message>
            <source>Nothing is unresolved at any counter.</source>
            <translation>কোনো কাউন্টারে কিছু অমীমাংসিত নেই।</translation>
        </message>
        <message>
            <source>Records of each counter in the agency store</source>
            <translation>এজেন্সি স্টোরে প্রতিটি কাউন্টারের রেকর্ড</translation>
        </message>
        <message>
            <source>No counter has registered with the agency store yet.</source>
            <translation>এখনও কোনো কাউন্টার এজেন্সি স্টোরে নথিভুক্ত হয়নি।</translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;%n unresolved&lt;/b&gt;: sales whose outcome a counter does not know yet, and sales left in progress. Each counter settles its own; call the counter if one stays here.</source>
            <translation>
                <numerusform>&lt;b&gt;%nটি অমীমাংসিত&lt;/b&gt;: যে বিক্রির ফল কাউন্টার এখনও জানে না, আর যে বিক্রি মাঝপথে রয়ে গেছে। প্রতিটি কাউন্টার নিজেরটা মেটায়; কোনোটা এখানে থেকে গেলে সেই কাউন্টারে ফোন করুন।</numerusform>
                <numerusform>&lt;b&gt;%nটি অমীমাংসিত&lt;/b&gt;: যে বিক্রির ফল কাউন্টার এখনও জানে না, আর যে বিক্রি মাঝপথে রয়ে গেছে। প্রতিটি কাউন্টার নিজেরটা মেটায়; কোনোটা এখানে থেকে গেলে সেই কাউন্টারে ফোন করুন।</numerusform>
            </translation>
        </message>
        <message>
            <source>Close</source>
            <translation>বন্ধ করুন</translation>
        </message>
        <message>
            <source>&lt;b&gt;Records of each counter in the agency store&lt;/b&gt;</source>
            <translation>&lt;b&gt;এজেন্সি স্টোরে প্রতিটি কাউন্টারের রেকর্ড&lt;/b&gt;</translation>
        </message>
    </context>
    <context>
        <name>ANNOUNCE</name>
        <message>
            <source>Booked and paid. Booking reference {reference}.</source>
            <translation>বুক এবং পেমেন্ট হয়েছে। বুকিং রেফারেন্স {reference}।</translation>
        </message>
    </context>
    <context>
        <name>API_ERRORS</name>
        <message>
            <source>The connection to the service was closed before the call ended.</source>
            <translation>কল শেষ হওয়ার আগেই সার্ভিসের সঙ্গে সংযোগ বন্ধ হয়ে গেছে।</translation>
        </message>
        <message>
            <source>The service could not complete the request.</source>
            <translation>সার্ভিস অনুরোধটি সম্পূর্ণ করতে পারেনি।</translation>
        </message>
        <message>
            <source>The API key was refused.</source>
            <translation>API কী প্রত্যাখ্যাত হয়েছে।</translation>
        </message>
        <message>
            <source>The API key cannot be sent as it is.</source>
            <translation>API কী যেমন আছে তেমন পাঠানো যায় না।</translation>
        </message>
        <message>
            <source>Access for this partner is disabled.</source>
            <translation>এই পার্টনারের অ্যাক্সেস বন্ধ করা হয়েছে।</translation>
        </message>
        <message>
            <source>The request was rejected.</source>
            <translation>অনুরোধটি প্রত্যাখ্যাত হয়েছে।</translation>
        </message>
        <message>
            <source>{count} fields need attention: {first}</source>
            <translation>{count}টি ঘর দেখতে হবে: {first}</translation>
        </message>
        <message>
            <source>The wallet cannot cover this booking.</source>
            <translation>এই বুকিংয়ের জন্য ওয়ালেটে যথেষ্ট টাকা নেই।</translation>
        </message>
        <message>
            <source>This slot can no longer be booked.</source>
            <translation>এই স্লট আর বুক করা যায় না।</translation>
        </message>
        <message>
            <source>Not found.</source>
            <translation>পাওয়া যায়নি।</translation>
        </message>
        <message>
            <source>The request conflicts with an earlier one.</source>
            <translation>অনুরোধটি আগের একটি অনুরোধের সঙ্গে মেলে না।</translation>
        </message>
        <message>
            <source>Too many requests; the service asked us to slow down.</source>
            <translation>খুব বেশি অনুরোধ; সার্ভিস আমাদের ধীরে চলতে বলেছে।</translation>
        </message>
        <message>
            <source>The service is unavailable right now.</source>
            <translation>সার্ভিস এখন পাওয়া যাচ্ছে না।</translation>
        </message>
        <message>
            <source>The service sent a response this app cannot read.</source>
            <translation>সার্ভিস এমন উত্তর পাঠিয়েছে যা এই অ্যাপ পড়তে পারে না।</translation>
        </message>
        <message>
            <source>The service could not be reached.</source>
            <translation>সার্ভিসে পৌঁছানো যায়নি।</translation>
        </message>
        <message>
            <source>The service's environment changed; no booking or cancellation is sent.</source>
            <translation>সার্ভিসের এনভায়রনমেন্ট বদলে গেছে; কোনো বুকিং বা বাতিল পাঠানো হবে না।</translation>
        </message>
        <message>
            <source>{change} Nothing was sent.</source>
            <translation>{change} কিছুই পাঠানো হয়নি।</translation>
        </message>
        <message>
            <source>The service's certificate is not trusted on this PC.</source>
            <translation>সার্ভিসের সার্টিফিকেট এই পিসিতে বিশ্বস্ত নয়।</translation>
        </message>
        <message>
            <source>The service's answer is larger than {size}, far more than any answer it should give; it was not read further.</source>
            <translation>সার্ভিসের উত্তর {size}-এর চেয়ে বড়, যেকোনো উত্তরের চেয়ে অনেক বেশি; আর পড়া হয়নি।</translation>
        </message>
        <message>
            <source>The service did not answer within {seconds} seconds.</source>
            <translation>সার্ভিস {seconds} সেকেন্ডের মধ্যে উত্তর দেয়নি।</translation>
        </message>
    </context>
    <context>
        <name>API_TRANSPORT</name>
        <message>
            <source>The certificate this network presents is not for {host}; ask your IT to let Counterdesk reach {host} directly.</source>
            <translation>এই নেটওয়ার্ক যে সার্টিফিকেট দেখাচ্ছে তা {host}-এর নয়; Counterdesk যেন সরাসরি {host}-এ পৌঁছাতে পারে, আপনার আইটি-কে বলুন।</translation>
        </message>
        <message>
            <source>The certificate presented for {host} has expired; check this PC's date and time, then ask your IT or the service's office to renew it.</source>
            <translation>{host}-এর জন্য দেখানো সার্টিফিকেটের মেয়াদ শেষ; এই পিসির তারিখ ও সময় দেখুন, তারপর আপনার আইটি বা সার্ভিসের অফিসকে নবীকরণ করতে বলুন।</translation>
        </message>
        <message>
            <source>This network replaces the service's certificate with one this PC does not trust; ask your IT to install their root certificate in this PC's certificate store, or to let Counterdesk reach {host} directly.</source>
            <translation>এই নেটওয়ার্ক সার্ভিসের সার্টিফিকেট বদলে এমন একটি দিচ্ছে যা এই পিসি বিশ্বাস করে না; আপনার আইটি-কে তাদের রুট সার্টিফিকেট এই পিসির সার্টিফিকেট স্টোরে ইনস্টল করতে বলুন, বা Counterdesk-কে সরাসরি {host}-এ পৌঁছাতে দিতে বলুন।</translation>
        </message>
        <message>
            <source>Could not reach the service ({kind}: {detail}).</source>
            <translation>সার্ভিসে পৌঁছানো যায়নি ({kind}: {detail})।</translation>
        </message>
        <message>
            <source>Proxy: none (direct connection).</source>
            <translation>প্রক্সি: নেই (সরাসরি সংযোগ)।</translation>
        </message>
        <message>
            <source>Proxy: the system's, {proxy} (from {source}).</source>
            <translation>প্রক্সি: সিস্টেমের, {proxy} ({source} থেকে)।</translation>
        </message>
        <message>
            <source>the system's proxy settings</source>
            <translation>সিস্টেমের প্রক্সি সেটিংস</translation>
        </message>
        <message>
            <source>The proxy setting {source} ({value}) is not a proxy address; Counterdesk connects without a proxy.</source>
            <translation>প্রক্সি সেটিং {source} ({value}) কোনো প্রক্সির ঠিকানা নয়; Counterdesk প্রক্সি ছাড়াই যুক্ত হয়।</translation>
        </message>
    </context>
    <context>
        <name>AVAILABILITY_PANEL</name>
        <message>
            <source>Type in the filter and press Enter to open the first match, or select an item and press Enter (or double-click it), to see its slots or departures; Enter again books the first bookable one.</source>
            <translation>ফিল্টারে লিখে Enter চাপলে প্রথম মিলটি খুলবে, অথবা একটি আইটেম বেছে Enter চাপুন (বা ডাবল-ক্লিক করুন), তার স্লট বা ছাড়ার সময় দেখতে; আবার Enter চাপলে প্রথম বুকযোগ্যটি বুক হবে।</translation>
        </message>
    </context>
    <context>
        <name>BANK</name>
        <message>
            <source>“{cell}” is not a statement line</source>
            <translation>“{cell}” স্টেটমেন্টের লাইন নয়</translation>
        </message>
        <message>
            <source>the date “{cell}” is not a date</source>
            <translation>তারিখ “{cell}” কোনো তারিখ নয়</translation>
        </message>
        <message>
            <source>The file {name} cannot be opened: {problem}</source>
            <translation>ফাইল {name} খোলা যাচ্ছে না: {problem}</translation>
        </message>
        <message>
            <source>The file {name} is not an Excel workbook that can be read.</source>
            <translation>ফাইল {name} পড়া যায় এমন Excel ওয়ার্কবুক নয়।</translation>
        </message>
        <message>
            <source>Line {line}: {reason}.</source>
            <translation>লাইন {line}: {reason}।</translation>
        </message>
        <message>
            <source>No header row of a known statement layout was found in the file's first {rows} rows: set which column holds what, and import it again.</source>
            <translation>ফাইলের প্রথম {rows}টি সারিতে কোনো চেনা স্টেটমেন্টের শিরোনাম-সারি পাওয়া যায়নি: কোন কলামে কী আছে তা ঠিক করে দিন, তারপর আবার আমদানি করুন।</translation>
        </message>
        <message>
            <source>the amount “{cell}” is not an amount</source>
            <translation>পরিমাণ “{cell}” কোনো পরিমাণ নয়</translation>
        </message>
        <message>
            <source>it needs one amount, a withdrawal or a deposit</source>
            <translation>এতে একটিই পরিমাণ চাই, উত্তোলন বা জমা</translation>
        </message>
        <message>
            <source>The file {name} is larger than {limit} MB, more than any statement.</source>
            <translation>ফাইল {name} {limit} MB-এর চেয়ে বড়, কোনো স্টেটমেন্টের চেয়ে বেশি।</translation>
        </message>
        <message>
            <source>The file {name} has more than {limit} rows, more than any statement.</source>
            <translation>ফাইল {name}-এ {limit}টির বেশি সারি আছে, কোনো স্টেটমেন্টের চেয়ে বেশি।</translation>
        </message>
        <message>
            <source>The file {name} has more than {limit} columns, more than any statement.</source>
            <translation>ফাইল {name}-এ {limit}টির বেশি কলাম আছে, কোনো স্টেটমেন্টের চেয়ে বেশি।</translation>
        </message>
        <message>
            <source>The workbook {name} unpacks to more than {limit} MB, more than any statement.</source>
            <translation>ওয়ার্কবুক {name} খুললে {limit} MB-এর বেশি হয়, কোনো স্টেটমেন্টের চেয়ে বেশি।</translation>
        </message>
        <message>
            <source>The workbook {name} has more than {limit} parts, more than any statement.</source>
            <translation>ওয়ার্কবুক {name}-এ {limit}টির বেশি অংশ আছে, কোনো স্টেটমেন্টের চেয়ে বেশি।</translation>
        </message>
        <message>
            <source>a cell is longer than {limit} characters</source>
            <translation>একটি ঘর {limit}টি অক্ষরের চেয়ে লম্বা</translation>
        </message>
        <message>
            <source>the amount “{cell}” has more than {digits} digits before its point</source>
            <translation>পরিমাণ “{cell}”-এ দশমিকের আগে {digits}টির বেশি অঙ্ক আছে</translation>
        </message>
        <message>
            <source>a cell is not of the type it declares</source>
            <translation>একটি ঘর যে ধরনের বলে, সে ধরনের নয়</translation>
        </message>
        <message>
            <source>The file {name} is not text in UTF-8, UTF-16 with its byte order mark or Windows-1252, nor an Excel workbook (.xlsx): export the statement as CSV or XLSX, and import it again.</source>
            <translation>ফাইল {name} UTF-8, বাইট অর্ডার মার্ক-সহ UTF-16 বা Windows-1252-এ লেখা টেক্সট নয়, Excel ওয়ার্কবুকও (.xlsx) নয়: স্টেটমেন্টটি CSV বা XLSX হিসেবে রপ্তানি করুন, তারপর আবার আমদানি করুন।</translation>
        </message>
        <message>
            <source>it is dated {day}, outside the statement's period, {first} to {last}</source>
            <translation>এর তারিখ {day}, স্টেটমেন্টের সময়কাল {first} থেকে {last}-এর বাইরে</translation>
        </message>
        <message>
            <source>it is dated {day}, far from the statement's other rows</source>
            <translation>এর তারিখ {day}, স্টেটমেন্টের অন্য সারিগুলো থেকে অনেক দূরে</translation>
        </message>
        <message>
            <source>the amount “{cell}” says neither credit nor debit</source>
            <translation>পরিমাণ “{cell}” জমা না খরচ, কোনোটাই বলে না</translation>
        </message>
        <message>
            <source>The account number {number} is not 6 to 20 digits.</source>
            <translation>অ্যাকাউন্ট নম্বর {number} ৬ থেকে ২০ অঙ্কের নয়।</translation>
        </message>
        <message>
            <source>The IFSC {ifsc} is not four letters, a zero and six letters or digits.</source>
            <translation>IFSC {ifsc} চারটি অক্ষর, একটি শূন্য আর ছয়টি অক্ষর বা অঙ্ক নয়।</translation>
        </message>
        <message>
            <source>This statement is of account {account}, which is not one of the agency's accounts in the settings ({accounts}): nothing of it was imported. If it is the agency's, declare it in Settings, Bank accounts (a supervisor's PIN), and import the statement again.</source>
            <translation>এই স্টেটমেন্ট অ্যাকাউন্ট {account}-এর, যা সেটিংসে এজেন্সির অ্যাকাউন্টগুলোর ({accounts}) একটিও নয়: এর কিছুই আমদানি হয়নি। এটি এজেন্সির হলে সেটিংস, ব্যাংক অ্যাকাউন্টে এটি যোগ করুন (সুপারভাইজারের PIN), তারপর স্টেটমেন্টটি আবার আমদানি করুন।</translation>
        </message>
        <message>
            <source>This file carries rows of two accounts, {first} and {second}: a statement is of one account. Nothing of it was imported: download each account&apos;s statement apart and import each.</source>
            <translation>এই ফাইলে দুটি অ্যাকাউন্টের, {first} ও {second}, সারি আছে: একটি স্টেটমেন্ট একটিই অ্যাকাউন্টের হয়। এর কিছুই আমদানি হয়নি: প্রতিটি অ্যাকাউন্টের স্টেটমেন্ট আলাদা করে ডাউনলোড করে প্রতিটি আমদানি করুন।</translation>
        </message>
        <message>
            <source>The agency has declared no bank account, and a statement is read only against one of them: nothing of it was imported. Declare the agency&apos;s bank account in Settings, Bank accounts (a supervisor&apos;s PIN), then import the statement again.</source>
            <translation>এজেন্সি কোনো ব্যাংক অ্যাকাউন্ট যোগ করেনি, আর স্টেটমেন্ট শুধু সেগুলোর একটির বিপরীতেই পড়া হয়: এর কিছুই আমদানি হয়নি। সেটিংস, ব্যাংক অ্যাকাউন্টে এজেন্সির ব্যাংক অ্যাকাউন্ট যোগ করুন (সুপারভাইজারের PIN), তারপর স্টেটমেন্টটি আবার আমদানি করুন।</translation>
        </message>
        <message>
            <source>{account} is not one of the agency's accounts in the settings.</source>
            <translation>{account} সেটিংসে এজেন্সির অ্যাকাউন্টগুলোর একটি নয়।</translation>
        </message>
        <message>
            <source>This statement names no account: choose which of the agency's it is of.</source>
            <translation>এই স্টেটমেন্টে কোনো অ্যাকাউন্ট লেখা নেই: বেছে নিন এটি এজেন্সির কোন অ্যাকাউন্টের।</translation>
        </message>
        <message>
            <source>The statement {name} is refused: its balance {balance} of {day}, line {line}, is not what the lines before it come to, {reached}: {gap} unaccounted for. Nothing of it is kept: export it again from the bank.</source>
            <translation>স্টেটমেন্ট {name} বাতিল: {day}-এর ব্যালান্স {balance}, লাইন {line}, তার আগের লাইনগুলোর যোগফল {reached}-এর সঙ্গে মেলে না: {gap}-এর হিসাব নেই। এর কিছুই রাখা হয়নি: ব্যাংক থেকে আবার রপ্তানি করুন।</translation>
        </message>
        <message>
            <source>Line {line}, of {amount}, is the difference.</source>
            <translation>লাইন {line}, {amount}-এর, এটাই পার্থক্য।</translation>
        </message>
        <message>
            <source>The statement {name} is refused: line {line} has no balance, though its other rows carry one. Nothing of it is kept: export it again from the bank.</source>
            <translation>স্টেটমেন্ট {name} বাতিল: লাইন {line}-এ ব্যালান্স নেই, অথচ বাকি সারিগুলোতে আছে। এর কিছুই রাখা হয়নি: ব্যাংক থেকে আবার রপ্তানি করুন।</translation>
        </message>
        <message>
            <source>The statement {name} is refused: line {line} cannot be read ({reason}), and the running balance does not hold across it, at line {after}. Nothing of it is kept: export it again from the bank.</source>
            <translation>স্টেটমেন্ট {name} বাতিল: লাইন {line} পড়া যায় না ({reason}), আর চলতি ব্যালান্স তার পরে লাইন {after}-এ মেলে না। এর কিছুই রাখা হয়নি: ব্যাংক থেকে আবার রপ্তানি করুন।</translation>
        </message>
        <message>
            <source>The statement {name} is refused: its running balance breaks at line {line}, whose balance {balance} is not the balance before it, {before}, with its amount {amount}. Nothing of it is kept: export it again from the bank.</source>
            <translation>স্টেটমেন্ট {name} বাতিল: এর চলতি ব্যালান্স লাইন {line}-এ ভেঙেছে, যার ব্যালান্স {balance} আগের ব্যালান্স {before} আর এর পরিমাণ {amount}-এর যোগফল নয়। এর কিছুই রাখা হয়নি: ব্যাংক থেকে আবার রপ্তানি করুন।</translation>
        </message>
        <message>
            <source>it is dated {day}, after the day it is imported, {today}</source>
            <translation>এর তারিখ {day}, আমদানির দিন {today}-এর পরের</translation>
        </message>
    </context>
    <context>
        <name>BANK_ACCOUNT</name>
        <message>
            <source>Which account is this statement of?</source>
            <translation>এই স্টেটমেন্টটি কোন অ্যাকাউন্টের?</translation>
        </message>
        <message>
            <source>{name} names no account number. Choose the agency's account it is of: its rows prove sales only as that account's.</source>
            <translation>{name}-এ কোনো অ্যাকাউন্ট নম্বর নেই। বেছে নিন এটি এজেন্সির কোন অ্যাকাউন্টের: এর লাইনগুলো শুধু সেই অ্যাকাউন্টের হিসেবেই বিক্রি প্রমাণ করবে।</translation>
        </message>
        <message>
            <source>&amp;Account</source>
            <translation>অ্যাকাউন্ট (&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Import as this account's</source>
            <translation>এই অ্যাকাউন্টের হিসেবে আমদানি করুন (&amp;I)</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>বাতিল</translation>
        </message>
        <message>
            <source>Choose the account.</source>
            <translation>অ্যাকাউন্ট বেছে নিন।</translation>
        </message>
    </context>
    <context>
        <name>BANK_ACCOUNTED</name>
        <message>
            <source>Bank charge</source>
            <translation>ব্যাংক চার্জ</translation>
        </message>
        <message>
            <source>GST on a bank charge</source>
            <translation>ব্যাংক চার্জের উপর GST</translation>
        </message>
        <message>
            <source>Cash deposit</source>
            <translation>নগদ জমা</translation>
        </message>
        <message>
            <source>Posted in the books</source>
            <translation>খাতায় পোস্ট করা</translation>
        </message>
        <message>
            <source>Posted, its GST to input credit</source>
            <translation>পোস্ট করা, এর GST ইনপুট ক্রেডিটে</translation>
        </message>
        <message>
            <source>Posted all as an expense: the scheme allows no input credit</source>
            <translation>পুরোটা খরচ হিসেবে পোস্ট করা: স্কিমে ইনপুট ক্রেডিট নেই</translation>
        </message>
        <message>
            <source>Not posted yet</source>
            <translation>এখনও পোস্ট হয়নি</translation>
        </message>
        <message>
            <source>Cash banked at the close</source>
            <translation>সমাপনে ব্যাংকে জমা নগদ</translation>
        </message>
        <message>
            <source>Waiting for a supervisor</source>
            <translation>সুপারভাইজারের অপেক্ষায়</translation>
        </message>
        <message>
            <source>No close banked this amount</source>
            <translation>কোনো সমাপনে এই অঙ্ক জমা হয়নি</translation>
        </message>
    </context>
    <context>
        <name>BANK_ACCOUNTED_PANEL</name>
        <message>
            <source>Day</source>
            <translation>দিন</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>পরিমাণ</translation>
        </message>
        <message>
            <source>Line</source>
            <translation>লাইন</translation>
        </message>
        <message>
            <source>Accounted</source>
            <translation>হিসাব</translation>
        </message>
        <message>
            <source>Banked on</source>
            <translation>জমার দিন</translation>
        </message>
        <message>
            <source>Narration</source>
            <translation>বিবরণ</translation>
        </message>
        <message>
            <source>No bank charge or cash deposit in the statements.</source>
            <translation>স্টেটমেন্টে কোনো ব্যাংক চার্জ বা নগদ জমা নেই।</translation>
        </message>
        <message>
            <source>Con&amp;firm the cash deposit…</source>
            <translation>নগদ জমা নিশ্চিত করুন (&amp;F)…</translation>
        </message>
        <message>
            <source>A supervisor confirms the close whose cash the chosen deposit is</source>
            <translation>বেছে নেওয়া জমা কোন সমাপনের নগদ, তা সুপারভাইজার নিশ্চিত করেন</translation>
        </message>
        <message>
            <source>Lines a rule accounts for: never the proof of a sale.</source>
            <translation>নিয়মে হিসাব করা লাইন: কখনও কোনো বিক্রির প্রমাণ নয়।</translation>
        </message>
        <message>
            <source>Bank charges and cash deposits</source>
            <translation>ব্যাংক চার্জ ও নগদ জমা</translation>
        </message>
    </context>
    <context>
        <name>BANK_ACCOUNT_SETTINGS</name>
        <message>
            <source>The agency's bank accounts</source>
            <translation>এজেন্সির ব্যাংক অ্যাকাউন্ট</translation>
        </message>
        <message>
            <source>A bank statement proves sales only when it is of one of these accounts: one of another account is refused, and one naming none is asked for. A supervisor's PIN changes them.</source>
            <translation>ব্যাংক স্টেটমেন্ট তখনই বিক্রি প্রমাণ করে যখন সেটি এই অ্যাকাউন্টগুলোর একটির: অন্য অ্যাকাউন্টের স্টেটমেন্ট ফিরিয়ে দেওয়া হয়, আর যাতে কোনো অ্যাকাউন্ট লেখা নেই তার জন্য জিজ্ঞেস করা হয়। সুপারভাইজারের PIN দিয়েই এগুলো বদলানো যায়।</translation>
        </message>
        <message>
            <source>Account number</source>
            <translation>অ্যাকাউন্ট নম্বর</translation>
        </message>
        <message>
            <source>IFSC</source>
            <translation>IFSC</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>নাম</translation>
        </message>
        <message>
            <source>&amp;Add an account</source>
            <translation>অ্যাকাউন্ট যোগ করুন (&amp;A)</translation>
        </message>
        <message>
            <source>Re&amp;move the account chosen</source>
            <translation>বেছে নেওয়া অ্যাকাউন্ট সরান (&amp;M)</translation>
        </message>
    </context>
    <context>
        <name>BANK_BOOKS</name>
        <message>
            <source>Rent and office expenses</source>
            <translation>ভাড়া ও অফিসের খরচ</translation>
        </message>
        <message>
            <source>Partner wallet top-up</source>
            <translation>পার্টনার ওয়ালেট টপ-আপ</translation>
        </message>
        <message>
            <source>Bank charges</source>
            <translation>ব্যাংক চার্জ</translation>
        </message>
        <message>
            <source>Bank interest</source>
            <translation>ব্যাংকের সুদ</translation>
        </message>
        <message>
            <source>Owner&apos;s capital and drawings</source>
            <translation>মালিকের মূলধন ও উত্তোলন</translation>
        </message>
        <message>
            <source>in</source>
            <translation>জমা</translation>
        </message>
        <message>
            <source>out</source>
            <translation>খরচ</translation>
        </message>
        <message>
            <source>Opening balance of the statement</source>
            <translation>স্টেটমেন্টের প্রারম্ভিক ব্যালান্স</translation>
        </message>
        <message>
            <source>{day}: {amount} {direction}, {narration}</source>
            <translation>{day}: {amount} {direction}, {narration}</translation>
        </message>
        <message>
            <source>{line} booked to {account}: {narration}</source>
            <translation>{line} — {account}-এ খতিয়ানভুক্ত: {narration}</translation>
        </message>
        <message>
            <source>in the bank</source>
            <translation>ব্যাংকে আছে</translation>
        </message>
        <message>
            <source>overdrawn</source>
            <translation>ওভারড্রন</translation>
        </message>
        <message>
            <source>Balance as per the books on {day}</source>
            <translation>{day} তারিখে খাতা অনুযায়ী ব্যালান্স</translation>
        </message>
        <message numerus="yes">
            <source>Amounts not reflected in the bank (%n)</source>
            <translation>
                <numerusform>ব্যাংকে প্রতিফলিত হয়নি এমন অঙ্ক (%n)</numerusform>
                <numerusform>ব্যাংকে প্রতিফলিত হয়নি এমন অঙ্ক (%n)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Amounts not reflected in the books (%n)</source>
            <translation>
                <numerusform>খাতায় প্রতিফলিত হয়নি এমন অঙ্ক (%n)</numerusform>
                <numerusform>খাতায় প্রতিফলিত হয়নি এমন অঙ্ক (%n)</numerusform>
            </translation>
        </message>
        <message>
            <source>Closing balance as per the statement</source>
            <translation>স্টেটমেন্ট অনুযায়ী সমাপনী ব্যালান্স</translation>
        </message>
        <message>
            <source>Not explained</source>
            <translation>অব্যাখ্যাত</translation>
        </message>
        <message>
            <source>Statements naming no account</source>
            <translation>কোনো অ্যাকাউন্টের নাম নেই এমন স্টেটমেন্ট</translation>
        </message>
        <message>
            <source>Account {number}</source>
            <translation>অ্যাকাউন্ট {number}</translation>
        </message>
        <message>
            <source>The books and the statement agree to the paisa.</source>
            <translation>খাতা ও স্টেটমেন্ট পয়সা পর্যন্ত মেলে।</translation>
        </message>
        <message>
            <source>The books and the statement differ by {amount} that nothing listed explains: a row missing from the statements kept, or a closing balance misread.</source>
            <translation>খাতা ও স্টেটমেন্টে {amount} পার্থক্য, তালিকার কিছুই যা ব্যাখ্যা করে না: রাখা স্টেটমেন্ট থেকে একটি সারি বাদ পড়েছে, অথবা সমাপনী ব্যালান্স ভুল পড়া হয়েছে।</translation>
        </message>
        <message>
            <source>{first} to {last}</source>
            <translation>{first} থেকে {last}</translation>
        </message>
        <message>
            <source>No statement kept covers {days}, over which the balance rose by {amount}: import the statement of those days.</source>
            <translation>রাখা কোনো স্টেটমেন্টে {days} নেই, যে সময়ে ব্যালান্স {amount} বেড়েছে: সেই দিনগুলোর স্টেটমেন্ট আমদানি করুন।</translation>
        </message>
        <message>
            <source>No statement kept covers {days}, over which the balance fell by {amount}: import the statement of those days.</source>
            <translation>রাখা কোনো স্টেটমেন্টে {days} নেই, যে সময়ে ব্যালান্স {amount} কমেছে: সেই দিনগুলোর স্টেটমেন্ট আমদানি করুন।</translation>
        </message>
        <message>
            <source>The statement from {first} does not open at the closing balance of the one to {last}: rows of those days are missing, a difference of {amount}.</source>
            <translation>{first} থেকে শুরু হওয়া স্টেটমেন্ট {last} পর্যন্ত স্টেটমেন্টের সমাপনী ব্যালান্সে খোলে না: সেই দিনগুলোর সারি বাদ পড়েছে, {amount} পার্থক্য।</translation>
        </message>
        <message>
            <source>Choose the account the line is booked to.</source>
            <translation>যে খাতে লাইনটি খতিয়ানভুক্ত হবে তা বেছে নিন।</translation>
        </message>
        <message>
            <source>Type the narration: what the money was for.</source>
            <translation>বিবরণ লিখুন: টাকাটা কীসের জন্য ছিল।</translation>
        </message>
        <message>
            <source>The line is booked already.</source>
            <translation>লাইনটি আগেই খতিয়ানভুক্ত।</translation>
        </message>
        <message>
            <source>The line is accounted for already.</source>
            <translation>এই লাইনের হিসাব আগেই হয়ে গেছে।</translation>
        </message>
        <message>
            <source>The line has no entry in the books to undo.</source>
            <translation>এই লাইনের ফেরানোর মতো কোনো খতিয়ান নেই।</translation>
        </message>
    </context>
    <context>
        <name>BANK_BOOKS_PANEL</name>
        <message>
            <source>Left over</source>
            <translation>বাকি</translation>
        </message>
        <message>
            <source>Account reconciled</source>
            <translation>মিলানো অ্যাকাউন্ট</translation>
        </message>
        <message>
            <source>Day</source>
            <translation>দিন</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>অঙ্ক</translation>
        </message>
        <message>
            <source>Direction</source>
            <translation>দিক</translation>
        </message>
        <message>
            <source>Narration</source>
            <translation>বিবরণ</translation>
        </message>
        <message>
            <source>Booked to</source>
            <translation>যে খাতে</translation>
        </message>
        <message>
            <source>No statement states its closing balance yet.</source>
            <translation>এখনও কোনো স্টেটমেন্টে সমাপনী ব্যালান্স নেই।</translation>
        </message>
        <message>
            <source>Lines left over and booked</source>
            <translation>বাকি ও খতিয়ানভুক্ত লাইন</translation>
        </message>
        <message>
            <source>Every line is accounted for.</source>
            <translation>প্রতিটি লাইনের হিসাব আছে।</translation>
        </message>
        <message>
            <source>Boo&amp;k to an account…</source>
            <translation>খাতে তুলুন (&amp;K)…</translation>
        </message>
        <message>
            <source>U&amp;ndo the entry</source>
            <translation>খতিয়ান ফেরান (&amp;N)</translation>
        </message>
        <message>
            <source>Balance and lines left over</source>
            <translation>ব্যালান্স ও বাকি লাইন</translation>
        </message>
        <message numerus="yes">
            <source>%n line(s) left over.</source>
            <translation>
                <numerusform>%n টি লাইন বাকি।</numerusform>
                <numerusform>%n টি লাইন বাকি।</numerusform>
            </translation>
        </message>
        <message>
            <source>Book a statement&apos;s line</source>
            <translation>স্টেটমেন্টের লাইন খতিয়ানভুক্ত করুন</translation>
        </message>
        <message>
            <source>e.g. office rent for December</source>
            <translation>যেমন ডিসেম্বরের অফিস ভাড়া</translation>
        </message>
        <message>
            <source>&amp;Account</source>
            <translation>খাত (&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Narration</source>
            <translation>বিবরণ (&amp;N)</translation>
        </message>
        <message>
            <source>&amp;Book</source>
            <translation>খতিয়ানভুক্ত করুন (&amp;B)</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>বাতিল</translation>
        </message>
    </context>
    <context>
        <name>BANK_CONTROLLER</name>
        <message>
            <source>The statement was not imported: {reason}</source>
            <translation>স্টেটমেন্ট আমদানি হয়নি: {reason}</translation>
        </message>
        <message>
            <source>{reference} {amount}: {outcome}, {detail}</source>
            <translation>{reference} {amount}: {outcome}, {detail}</translation>
        </message>
    </context>
    <context>
        <name>BANK_DEPOSIT</name>
        <message>
            <source>Which close's cash is this deposit?</source>
            <translation>এই জমা কোন সমাপনের নগদ?</translation>
        </message>
        <message>
            <source>The cash deposit of {amount} on {day} may be the cash banked at any of these closes. Choose the one the deposit slip names.</source>
            <translation>{day} তারিখের {amount} নগদ জমা এই সমাপনগুলির যেকোনোটির ব্যাংকে জমা নগদ হতে পারে। জমার স্লিপে যেটির নাম আছে সেটি বেছে নিন।</translation>
        </message>
        <message>
            <source>The close of {day}: {amount} banked</source>
            <translation>{day} তারিখের সমাপন: {amount} ব্যাংকে জমা</translation>
        </message>
        <message>
            <source>&amp;Banked on</source>
            <translation>জমার দিন (&amp;B)</translation>
        </message>
        <message>
            <source>C&amp;onfirm</source>
            <translation>নিশ্চিত করুন (&amp;O)</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>বাতিল</translation>
        </message>
    </context>
    <context>
        <name>BANK_DESK</name>
        <message>
            <source>the import stopped before it passed on every row.</source>
            <translation>প্রতিটি সারি পাঠানোর আগেই ইমপোর্ট থেমে গেছে।</translation>
        </message>
        <message>
            <source>Type the other reference, or the reason.</source>
            <translation>অন্য রেফারেন্স, বা কারণ লিখুন।</translation>
        </message>
        <message>
            <source>Cash deposit of {amount} on {day}: the cash banked at the close of {closed}</source>
            <translation>{day} তারিখে {amount} নগদ জমা: {closed} তারিখের সমাপনে ব্যাংকে জমা দেওয়া নগদ</translation>
        </message>
        <message>
            <source>The statement shows {amount} for this reference on {day}.</source>
            <translation>স্টেটমেন্টে এই রেফারেন্সে {day} তারিখে {amount} দেখাচ্ছে।</translation>
        </message>
        <message>
            <source>This reference is a credit of {day}, or proves another sale: reused?</source>
            <translation>এই রেফারেন্স {day} তারিখের জমা, বা অন্য বিক্রি প্রমাণ করে: আবার ব্যবহার?</translation>
        </message>
        <message>
            <source>Proved by hand.</source>
            <translation>হাতে প্রমাণিত।</translation>
        </message>
        <message>
            <source>Received under another reference</source>
            <translation>অন্য রেফারেন্সে পাওয়া গেছে</translation>
        </message>
        <message>
            <source>Customer still owes it</source>
            <translation>গ্রাহকের কাছে এখনও পাওনা</translation>
        </message>
        <message>
            <source>Written off</source>
            <translation>অনাদায়ী বলে বাদ</translation>
        </message>
        <message>
            <source>Paid over: the excess owed back to the customer</source>
            <translation>বেশি দেওয়া: বাড়তি টাকা গ্রাহককে ফেরত দিতে হবে</translation>
        </message>
        <message numerus="yes">
            <source>{layout}: %n row(s) read, {new} new.</source>
            <translation>
                <numerusform>{layout}: %nটি সারি পড়া হয়েছে, {new}টি নতুন।</numerusform>
                <numerusform>{layout}: %nটি সারি পড়া হয়েছে, {new}টি নতুন।</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n payment(s) proved by them.</source>
            <translation>
                <numerusform>এগুলিতে %nটি পেমেন্ট প্রমাণিত।</numerusform>
                <numerusform>এগুলিতে %nটি পেমেন্ট প্রমাণিত।</numerusform>
            </translation>
        </message>
        <message>
            <source>No credit of the statements free to prove it carries {reference}.</source>
            <translation>স্টেটমেন্টের কোনো মুক্ত জমায় {reference} নেই যা এটি প্রমাণ করবে।</translation>
        </message>
        <message>
            <source>The statement shows no more than the payment under its reference: there is no excess to accept.</source>
            <translation>স্টেটমেন্টে এই রেফারেন্সে পেমেন্টের চেয়ে বেশি নেই: গ্রহণ করার মতো বাড়তি টাকা নেই।</translation>
        </message>
        <message>
            <source>The statement's row carrying {reference} is for {amount}, not {expected}.</source>
            <translation>{reference} থাকা স্টেটমেন্টের সারিটি {amount}-এর, {expected}-এর নয়।</translation>
        </message>
        <message>
            <source>{count} new in the agency store, for every counter.</source>
            <translation>এজেন্সি স্টোরে {count}টি নতুন, প্রতিটি কাউন্টারের জন্য।</translation>
        </message>
        <message>
            <source>Not shared with the agency store: {reason}</source>
            <translation>এজেন্সি স্টোরের সঙ্গে ভাগ হয়নি: {reason}</translation>
        </message>
        <message>
            <source>it awaits a supervisor&apos;s acceptance; its rows are shared once accepted.</source>
            <translation>এটি সুপারভাইজারের অনুমোদনের অপেক্ষায় আছে; অনুমোদিত হলে এর সারিগুলি ভাগ হবে।</translation>
        </message>
        <message>
            <source>The agency store does not answer: these standings are this counter's own matching of its statements, and may change once the store answers and the day close sees every counter's payments.</source>
            <translation>এজেন্সি স্টোর সাড়া দিচ্ছে না: এই অবস্থাগুলো এই কাউন্টারের নিজের স্টেটমেন্ট মিলিয়ে দেখা, আর স্টোর সাড়া দিলে, যখন এজেন্সির দিন শেষ প্রতিটি কাউন্টারের পেমেন্ট দেখবে, বদলাতে পারে।</translation>
        </message>
        <message>
            <source>The statement of account {account}.</source>
            <translation>অ্যাকাউন্ট {account}-এর স্টেটমেন্ট।</translation>
        </message>
        <message>
            <source>Charged back: the bank took {amount} back on {day}; the payment is proved no more.</source>
            <translation>চার্জব্যাক: ব্যাংক {day} তারিখে {amount} ফেরত নিয়েছে; এই পেমেন্ট আর প্রমাণিত নয়।</translation>
        </message>
        <message>
            <source>Returned: the bank sent {amount} of the refund back on {day}; the customer is owed it again.</source>
            <translation>ফেরত এসেছে: ব্যাংক {day} তারিখে রিফান্ডের {amount} ফেরত পাঠিয়েছে; এই টাকা আবার গ্রাহকের পাওনা।</translation>
        </message>
        <message>
            <source>The rows carrying {references} add up to {amount}, not {expected}: a settlement must add up to the paisa.</source>
            <translation>{references} থাকা সারিগুলোর যোগফল {amount}, {expected} নয়: নিষ্পত্তি পয়সা পর্যন্ত মিলতে হবে।</translation>
        </message>
        <message>
            <source>Reference not on the statement.</source>
            <translation>রেফারেন্স স্টেটমেন্টে নেই।</translation>
        </message>
        <message>
            <source>A credit of {amount} on {day} from {payer} carries another reference, {reference}: a suggestion, not a proof. A supervisor decides.</source>
            <translation>{day} তারিখে {payer} থেকে {amount}-এর একটি জমায় অন্য রেফারেন্স {reference} আছে: এটি পরামর্শ, প্রমাণ নয়। সুপারভাইজার সিদ্ধান্ত নেবেন।</translation>
        </message>
        <message>
            <source>A debit of {amount} on {day} to {payer} carries another reference, {reference}: a suggestion, not a proof. A supervisor decides.</source>
            <translation>{day} তারিখে {payer}-কে {amount}-এর একটি খরচে অন্য রেফারেন্স {reference} আছে: এটি পরামর্শ, প্রমাণ নয়। সুপারভাইজার সিদ্ধান্ত নেবেন।</translation>
        </message>
        <message>
            <source>The sale's customer: {customer}.</source>
            <translation>বিক্রির গ্রাহক: {customer}।</translation>
        </message>
        <message>
            <source>This statement carries no balances, so its rows cannot be checked against each other; its payments are not proved until a supervisor accepts it.</source>
            <translation>এই স্টেটমেন্টে কোনো ব্যালান্স নেই, তাই এর সারিগুলি একে অপরের সঙ্গে মিলিয়ে দেখা যায় না; সুপারভাইজার গ্রহণ না করা পর্যন্ত এর পেমেন্ট প্রমাণিত নয়।</translation>
        </message>
        <message numerus="yes">
            <source>The statement {file} ({account}, imported {day}, %n row(s)) is awaiting a supervisor's acceptance: it carries no balances, so its payments are not proved.</source>
            <translation>
                <numerusform>স্টেটমেন্ট {file} ({account}, {day}-এ আমদানি, %nটি সারি) সুপারভাইজারের গ্রহণের অপেক্ষায়: এতে কোনো ব্যালান্স নেই, তাই এর পেমেন্ট প্রমাণিত নয়।</numerusform>
                <numerusform>স্টেটমেন্ট {file} ({account}, {day}-এ আমদানি, %nটি সারি) সুপারভাইজারের গ্রহণের অপেক্ষায়: এতে কোনো ব্যালান্স নেই, তাই এর পেমেন্ট প্রমাণিত নয়।</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{file} ({account}, imported {day}, %n row(s)) accepted as the bank's statement</source>
            <translation>
                <numerusform>{file} ({account}, {day}-এ আমদানি, %nটি সারি) ব্যাংকের স্টেটমেন্ট হিসেবে গৃহীত</numerusform>
                <numerusform>{file} ({account}, {day}-এ আমদানি, %nটি সারি) ব্যাংকের স্টেটমেন্ট হিসেবে গৃহীত</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>BANK_LOOKUP</name>
        <message>
            <source>Proved by the statement, by its reference</source>
            <translation>স্টেটমেন্টে প্রমাণিত, তার রেফারেন্সে</translation>
        </message>
        <message>
            <source>Proved by hand, by a supervisor</source>
            <translation>হাতে প্রমাণিত, সুপারভাইজারের দ্বারা</translation>
        </message>
        <message>
            <source>Not yet in the statement</source>
            <translation>এখনও স্টেটমেন্টে নেই</translation>
        </message>
        <message>
            <source>Questioned</source>
            <translation>সন্দেহজনক</translation>
        </message>
        <message>
            <source>{tender} {amount}, reference {reference}, taken {moment}</source>
            <translation>{tender} {amount}, রেফারেন্স {reference}, {moment}-এ নেওয়া</translation>
        </message>
        <message>
            <source>Statement: {amount} on {day}, reference {reference}, from {payer}. {narration}</source>
            <translation>স্টেটমেন্ট: {day} তারিখে {amount}, রেফারেন্স {reference}, প্রদানকারী {payer}। {narration}</translation>
        </message>
        <message>
            <source>Reported by the app, payout not yet in the bank</source>
            <translation>অ্যাপ জানিয়েছে, পেআউট এখনও ব্যাংকে আসেনি</translation>
        </message>
        <message>
            <source>In a statement awaiting a supervisor's acceptance</source>
            <translation>সুপারভাইজারের গ্রহণের অপেক্ষায় থাকা স্টেটমেন্টে</translation>
        </message>
    </context>
    <context>
        <name>BANK_MAPPING</name>
        <message>
            <source>&amp;Date</source>
            <translation>তারিখ (&amp;D)</translation>
        </message>
        <message>
            <source>&amp;Time</source>
            <translation>সময় (&amp;T)</translation>
        </message>
        <message>
            <source>Pa&amp;yer (name or UPI ID)</source>
            <translation>যিনি টাকা দিয়েছেন (নাম বা UPI ID) (&amp;Y)</translation>
        </message>
        <message>
            <source>&amp;Narration</source>
            <translation>বিবরণ (&amp;N)</translation>
        </message>
        <message>
            <source>&amp;Reference (UTR, RRN)</source>
            <translation>রেফারেন্স (UTR, RRN) (&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Withdrawal (money out)</source>
            <translation>উত্তোলন (টাকা বাইরে) (&amp;W)</translation>
        </message>
        <message>
            <source>De&amp;posit (money in)</source>
            <translation>জমা (টাকা ভেতরে) (&amp;P)</translation>
        </message>
        <message>
            <source>&amp;Amount (one column)</source>
            <translation>পরিমাণ (একটি কলাম) (&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Cr/Dr column</source>
            <translation>Cr/Dr কলাম (&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Balance</source>
            <translation>ব্যালান্স (&amp;B)</translation>
        </message>
        <message>
            <source>Which column holds what</source>
            <translation>কোন কলামে কী আছে</translation>
        </message>
        <message>
            <source>{name} is of no bank layout this counter knows. Choose which of its columns holds each figure: the choice is kept for the next file of that bank.</source>
            <translation>{name} এই কাউন্টারের চেনা কোনো ব্যাংকের লেআউটের নয়। এর কোন কলামে কোন অঙ্ক আছে বেছে নিন: এই বাছাই সেই ব্যাংকের পরের ফাইলের জন্য রাখা হবে।</translation>
        </message>
        <message>
            <source>&amp;Import with these columns</source>
            <translation>এই কলামগুলো দিয়ে আমদানি করুন (&amp;I)</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>বাতিল</translation>
        </message>
        <message>
            <source>Choose the date, and either the one amount column or both the withdrawal and the deposit columns.</source>
            <translation>তারিখ বেছে নিন, আর হয় একটি পরিমাণের কলাম, নয়তো উত্তোলন ও জমা দুটি কলামই।</translation>
        </message>
        <message>
            <source>Pay&amp;out&apos;s reference (settlement UTR)</source>
            <translation>পেআউটের রেফারেন্স (সেটলমেন্ট UTR) (&amp;O)</translation>
        </message>
        <message>
            <source>The app&apos;s &amp;fee</source>
            <translation>অ্যাপের ফি (&amp;F)</translation>
        </message>
        <message>
            <source>Ta&amp;x on the fee</source>
            <translation>ফির উপর কর (&amp;X)</translation>
        </message>
        <message>
            <source>N&amp;et (what reaches the bank)</source>
            <translation>নিট (যা ব্যাংকে পৌঁছায়) (&amp;E)</translation>
        </message>
        <message>
            <source>Report&apos;s payment&amp;s</source>
            <translation>রিপোর্টের পেমেন্ট (&amp;S)</translation>
        </message>
        <message>
            <source>Columns saved for {name}</source>
            <translation>{name}-এর জন্য রাখা কলাম</translation>
        </message>
    </context>
    <context>
        <name>BANK_MODEL</name>
        <message>
            <source>Taken</source>
            <translation>নেওয়া হয়েছে</translation>
        </message>
        <message>
            <source>Receipt</source>
            <translation>রসিদ</translation>
        </message>
        <message>
            <source>Tender</source>
            <translation>পেমেন্টের ধরন</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>পরিমাণ</translation>
        </message>
        <message>
            <source>Reference</source>
            <translation>রেফারেন্স</translation>
        </message>
        <message>
            <source>Why</source>
            <translation>কেন</translation>
        </message>
        <message>
            <source>Payer</source>
            <translation>প্রদানকারী</translation>
        </message>
        <message>
            <source>Resolved</source>
            <translation>মীমাংসা</translation>
        </message>
        <message>
            <source>Day</source>
            <translation>দিন</translation>
        </message>
        <message>
            <source>Narration</source>
            <translation>বিবরণ</translation>
        </message>
        <message>
            <source>App</source>
            <translation>অ্যাপ</translation>
        </message>
        <message>
            <source>UTR</source>
            <translation>UTR</translation>
        </message>
        <message>
            <source>Credited</source>
            <translation>জমা হয়েছে</translation>
        </message>
        <message>
            <source>Report says</source>
            <translation>রিপোর্ট অনুযায়ী</translation>
        </message>
        <message>
            <source>Settles</source>
            <translation>যে পেমেন্টগুলির</translation>
        </message>
        <message>
            <source>Arrived</source>
            <translation>এসেছে কি না</translation>
        </message>
        <message>
            <source>{tender} refund</source>
            <translation>{tender} রিফান্ড</translation>
        </message>
    </context>
    <context>
        <name>BANK_PANEL</name>
        <message>
            <source>Details</source>
            <translation>বিস্তারিত</translation>
        </message>
        <message>
            <source>S&amp;top the import</source>
            <translation>আমদানি থামান (&amp;T)</translation>
        </message>
        <message>
            <source>Import it &amp;again</source>
            <translation>আবার আমদানি করুন (&amp;A)</translation>
        </message>
        <message>
            <source>I&amp;mport a statement…</source>
            <translation>স্টেটমেন্ট আমদানি করুন (&amp;M)…</translation>
        </message>
        <message>
            <source>The bank's statement or a UPI settlement report (CSV, Excel, MT940): each UPI and bank payment of the till is matched to its credit</source>
            <translation>ব্যাংকের স্টেটমেন্ট বা UPI সেটেলমেন্ট রিপোর্ট (CSV, Excel, MT940): ক্যাশের প্রতিটি UPI ও ব্যাংক পেমেন্ট তার জমার সঙ্গে মেলানো হয়</translation>
        </message>
        <message>
            <source>Import the bank's statement to prove the UPI and bank takings.</source>
            <translation>UPI ও ব্যাংকের আদায় প্রমাণ করতে ব্যাংকের স্টেটমেন্ট আমদানি করুন।</translation>
        </message>
        <message>
            <source>Proved</source>
            <translation>প্রমাণিত</translation>
        </message>
        <message>
            <source>Not yet in the statement</source>
            <translation>এখনও স্টেটমেন্টে নেই</translation>
        </message>
        <message>
            <source>Questioned</source>
            <translation>সন্দেহজনক</translation>
        </message>
        <message>
            <source>Customer still owes</source>
            <translation>গ্রাহকের কাছে এখনও পাওনা</translation>
        </message>
        <message>
            <source>Written off</source>
            <translation>অনাদায়ী বলে বাদ</translation>
        </message>
        <message>
            <source>Payments questioned</source>
            <translation>সন্দেহজনক পেমেন্ট</translation>
        </message>
        <message>
            <source>No payment is questioned.</source>
            <translation>কোনো পেমেন্ট সন্দেহজনক নয়।</translation>
        </message>
        <message>
            <source>Re&amp;solve…</source>
            <translation>মীমাংসা (&amp;S)…</translation>
        </message>
        <message>
            <source>Open in &amp;Lookup</source>
            <translation>লুকআপে খুলুন (&amp;L)</translation>
        </message>
        <message>
            <source>Credits that match no sale</source>
            <translation>যে জমা কোনো বিক্রির সঙ্গে মেলে না</translation>
        </message>
        <message>
            <source>Every credit matches a sale.</source>
            <translation>প্রতিটি জমা কোনো বিক্রির সঙ্গে মেলে।</translation>
        </message>
        <message>
            <source>Import a statement</source>
            <translation>স্টেটমেন্ট আমদানি করুন</translation>
        </message>
        <message>
            <source>Statements</source>
            <translation>স্টেটমেন্ট</translation>
        </message>
        <message>
            <source>Reading the statement…</source>
            <translation>স্টেটমেন্ট পড়া হচ্ছে…</translation>
        </message>
        <message>
            <source>Payouts of the payment apps</source>
            <translation>পেমেন্ট অ্যাপের পেআউট</translation>
        </message>
        <message>
            <source>No settlement report names a payout yet.</source>
            <translation>এখনও কোনো সেটলমেন্ট রিপোর্টে পেআউট নেই।</translation>
        </message>
        <message>
            <source>Credits that match no sale, or the payment apps' payouts</source>
            <translation>যে জমা কোনো বিক্রির সঙ্গে মেলে না, বা পেমেন্ট অ্যাপের পেআউট</translation>
        </message>
        <message>
            <source>No statement imported yet.</source>
            <translation>এখনও কোনো স্টেটমেন্ট ইমপোর্ট হয়নি।</translation>
        </message>
        <message>
            <source>{tender} takings</source>
            <translation>{tender} প্রাপ্তি</translation>
        </message>
        <message>
            <source>{tender} refunds</source>
            <translation>{tender} রিফান্ড</translation>
        </message>
        <message>
            <source>Settl&amp;e with credits…</source>
            <translation>জমা দিয়ে নিষ্পত্তি (&amp;E)…</translation>
        </message>
    </context>
    <context>
        <name>BANK_UNCHECKED</name>
        <message>
            <source>Accept the stateme&amp;nt…</source>
            <translation>স্টেটমেন্ট গ্রহণ করুন (&amp;N)…</translation>
        </message>
    </context>
    <context>
        <name>BANK_PAYOUTS</name>
        <message numerus="yes">
            <source>%n payment(s)</source>
            <translation>
                <numerusform>%nটি পেমেন্ট</numerusform>
                <numerusform>%nটি পেমেন্ট</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n refund(s)</source>
            <translation>
                <numerusform>%nটি রিফান্ড</numerusform>
                <numerusform>%nটি রিফান্ড</numerusform>
            </translation>
        </message>
        <message>
            <source>{payments}: {amount}</source>
            <translation>{payments}: {amount}</translation>
        </message>
        <message>
            <source>Arrived in full</source>
            <translation>পুরোটা এসেছে</translation>
        </message>
        <message>
            <source>{amount} missing</source>
            <translation>{amount} কম এসেছে</translation>
        </message>
        <message>
            <source>{amount} more than the report says</source>
            <translation>রিপোর্টের চেয়ে {amount} বেশি এসেছে</translation>
        </message>
        <message>
            <source>No credit of the bank statements carries it: {amount} missing</source>
            <translation>ব্যাংক স্টেটমেন্টের কোনো জমায় এটি নেই: {amount} আসেনি</translation>
        </message>
        <message>
            <source>Not in the bank statement yet</source>
            <translation>এখনও ব্যাংক স্টেটমেন্টে নেই</translation>
        </message>
        <message>
            <source>{amount} missing: a fee the report does not show</source>
            <translation>{amount} কম এসেছে: একটি ফি যা রিপোর্টে নেই</translation>
        </message>
    </context>
    <context>
        <name>BANK_PROOFS</name>
        <message>
            <source>UPI and bank payments</source>
            <translation>UPI ও ব্যাংক পেমেন্ট</translation>
        </message>
    </context>
    <context>
        <name>BANK_RESOLVE</name>
        <message>
            <source>{tender} {amount}, reference {reference}, receipt {receipt}.</source>
            <translation>{tender} {amount}, রেফারেন্স {reference}, রসিদ {receipt}।</translation>
        </message>
        <message>
            <source>Reference or reason</source>
            <translation>রেফারেন্স বা কারণ</translation>
        </message>
        <message>
            <source>&amp;Reference or reason</source>
            <translation>রেফারেন্স বা কারণ (&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Resolve</source>
            <translation>মীমাংসা করুন (&amp;R)</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>বাতিল</translation>
        </message>
        <message>
            <source>e.g. pays at the counter on Friday</source>
            <translation>যেমন শুক্রবার কাউন্টারে দেবেন</translation>
        </message>
        <message>
            <source>why it is written off</source>
            <translation>বাদ দেওয়ার কারণ</translation>
        </message>
        <message>
            <source>e.g. paid a rupee over; to be given back</source>
            <translation>যেমন এক টাকা বেশি দিয়েছেন; ফেরত দিতে হবে</translation>
        </message>
        <message>
            <source>the reference the credit carries; paid in several transfers, each one's</source>
            <translation>জমার রেফারেন্স; কয়েকটি ট্রান্সফারে দেওয়া হলে প্রতিটির</translation>
        </message>
    </context>
    <context>
        <name>BANK_SETTLE</name>
        <message>
            <source>Payments chosen: {owed}. Credits chosen: {received}.</source>
            <translation>বাছাই করা পেমেন্ট: {owed}। বাছাই করা জমা: {received}।</translation>
        </message>
        <message>
            <source>They add up.</source>
            <translation>দুটো মিলে যায়।</translation>
        </message>
        <message>
            <source>They differ by {amount}.</source>
            <translation>দুটোর মধ্যে {amount} পার্থক্য।</translation>
        </message>
        <message>
            <source>{receipt} · {tender} {amount} · {reference}</source>
            <translation>{receipt} · {tender} {amount} · {reference}</translation>
        </message>
        <message>
            <source>{day} · {amount} · {reference} · {payer}</source>
            <translation>{day} · {amount} · {reference} · {payer}</translation>
        </message>
        <message numerus="yes">
            <source>%n payment(s) of {amount} ({receipts}) received under {references}</source>
            <translation>
                <numerusform>{amount}-এর %nটি পেমেন্ট ({receipts}) {references}-এর অধীনে পাওয়া গেছে</numerusform>
                <numerusform>{amount}-এর %nটি পেমেন্ট ({receipts}) {references}-এর অধীনে পাওয়া গেছে</numerusform>
            </translation>
        </message>
        <message>
            <source>Tick the payment, or the payments, to settle.</source>
            <translation>নিষ্পত্তির জন্য পেমেন্ট বা পেমেন্টগুলিতে টিক দিন।</translation>
        </message>
        <message>
            <source>Tick the credits that paid them.</source>
            <translation>যে জমাগুলিতে এগুলি পরিশোধ হয়েছে সেগুলিতে টিক দিন।</translation>
        </message>
    </context>
    <context>
        <name>BANK_SETTLE_DIALOG</name>
        <message>
            <source>Settle with the statement's credits</source>
            <translation>স্টেটমেন্টের জমা দিয়ে নিষ্পত্তি</translation>
        </message>
        <message>
            <source>Tick the payments and the credits that paid them: one payment in several transfers, or one payout of many payments. They must add up to the paisa.</source>
            <translation>পেমেন্ট আর যে জমাগুলিতে সেগুলি পরিশোধ হয়েছে সেগুলিতে টিক দিন: কয়েকটি ট্রান্সফারে একটি পেমেন্ট, বা অনেক পেমেন্টের একটি পেআউট। দুটো পয়সা পর্যন্ত মিলতে হবে।</translation>
        </message>
        <message>
            <source>Payments</source>
            <translation>পেমেন্ট</translation>
        </message>
        <message>
            <source>Credits</source>
            <translation>জমা</translation>
        </message>
        <message>
            <source>&amp;Payments</source>
            <translation>পেমেন্ট (&amp;P)</translation>
        </message>
        <message>
            <source>C&amp;redits</source>
            <translation>জমা (&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Settle</source>
            <translation>নিষ্পত্তি (&amp;S)</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>বাতিল</translation>
        </message>
    </context>
    <context>
        <name>BILL_MODEL</name>
        <message>
            <source>Item</source>
            <translation>আইটেম</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>পরিমাণ</translation>
        </message>
    </context>
    <context>
        <name>BOOKABLE_MODEL</name>
        <message>
            <source>Booking closes</source>
            <translation>বুকিং বন্ধ হয়</translation>
        </message>
        <message>
            <source>Closes in</source>
            <translation>বন্ধ হতে বাকি</translation>
        </message>
        <message>
            <source>Bookable</source>
            <translation>বুকযোগ্য</translation>
        </message>
        <message>
            <source>Cancelled by the operator</source>
            <translation>অপারেটর বাতিল করেছে</translation>
        </message>
    </context>
    <context>
        <name>BOOKING_CANCEL</name>
        <message>
            <source>the whole booking</source>
            <translation>পুরো বুকিং</translation>
        </message>
        <message numerus="yes">
            <source>%n seat(s)</source>
            <translation>
                <numerusform>%nটি সিট</numerusform>
                <numerusform>%nটি সিট</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n passenger(s)</source>
            <translation>
                <numerusform>%n জন যাত্রী</numerusform>
                <numerusform>%n জন যাত্রী</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>BOOKING_CARD</name>
        <message>
            <source>{amount} owed to the customer, not yet paid</source>
            <translation>গ্রাহককে {amount} ফেরত দেওয়া বাকি, এখনও দেওয়া হয়নি</translation>
        </message>
        <message>
            <source>Wallet refunded</source>
            <translation>ওয়ালেটে রিফান্ড হয়েছে</translation>
        </message>
        <message>
            <source>Wallet charged</source>
            <translation>ওয়ালেট থেকে কাটা হয়েছে</translation>
        </message>
        <message>
            <source>{trip} · {boat} · {day} · departs {departs}</source>
            <translation>{trip} · {boat} · {day} · ছাড়বে {departs}</translation>
        </message>
        <message>
            <source>Cancelled</source>
            <translation>বাতিল</translation>
        </message>
        <message>
            <source>Confirmed</source>
            <translation>কনফার্মড</translation>
        </message>
        <message>
            <source>Passengers of the booking</source>
            <translation>বুকিংয়ের যাত্রীরা</translation>
        </message>
        <message>
            <source>Tick the passengers to cancel.</source>
            <translation>যে যাত্রীদের বাতিল করবেন তাঁদের টিক দিন।</translation>
        </message>
        <message>
            <source>Fare</source>
            <translation>ভাড়া</translation>
        </message>
        <message>
            <source>Permit</source>
            <translation>পারমিট</translation>
        </message>
        <message>
            <source>Passengers (tick the ones to cancel)</source>
            <translation>যাত্রী (বাতিল করার জন্য টিক দিন)</translation>
        </message>
        <message>
            <source>Passengers and money</source>
            <translation>যাত্রী ও টাকা</translation>
        </message>
        <message>
            <source>Seats (active of booked)</source>
            <translation>সিট (বুক করা-র মধ্যে চালু)</translation>
        </message>
        <message>
            <source>&lt;b&gt;Balance&lt;/b&gt;</source>
            <translation>&lt;b&gt;ব্যালান্স&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Journal status</source>
            <translation>জার্নালে অবস্থা</translation>
        </message>
        <message>
            <source>Journal entry</source>
            <translation>জার্নাল এন্ট্রি</translation>
        </message>
        <message>
            <source>Money and ledger</source>
            <translation>টাকা ও লেজার</translation>
        </message>
        <message>
            <source>{active} of {booked}</source>
            <translation>{booked}-এর মধ্যে {active}</translation>
        </message>
    </context>
    <context>
        <name>BOOKING_CONTROLLER</name>
        <message>
            <source>A booking is still being confirmed. Start the next sale when it is done.</source>
            <translation>একটি বুকিং এখনও কনফার্ম হচ্ছে। সেটা শেষ হলে পরের বিক্রি শুরু করুন।</translation>
        </message>
        <message>
            <source>An earlier sale's answer has not come</source>
            <translation>আগের একটি বিক্রির উত্তর আসেনি</translation>
        </message>
        <message>
            <source>{notice} Start another sale anyway? A sale for the same trip, day and customer is not sent until that one is settled.</source>
            <translation>{notice} তবুও আরেকটি বিক্রি শুরু করবেন? একই ট্রিপ, দিন ও গ্রাহকের বিক্রি সেটি মেটার আগে পাঠানো হবে না।</translation>
        </message>
    </context>
    <context>
        <name>BOOKING_DRAFT</name>
        <message>
            <source>no customer yet</source>
            <translation>এখনও গ্রাহক নেই</translation>
        </message>
        <message numerus="yes">
            <source>%n passenger(s)</source>
            <translation>
                <numerusform>%n জন যাত্রী</numerusform>
                <numerusform>%n জন যাত্রী</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n seat(s)</source>
            <translation>
                <numerusform>%nটি সিট</numerusform>
                <numerusform>%nটি সিট</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>BOOKING_EXCHANGE</name>
        <message>
            <source>Booking {old} was exchanged for {new}: one receipt, {receipt}.</source>
            <translation>বুকিং {old} বদলে {new} করা হয়েছে: দুটির জন্য একটি রসিদ, {receipt}।</translation>
        </message>
        <message>
            <source>The new booking {new} is made and paid, but booking {old} is still held ({what}): its cancellation did not go through ({why}). Press Retry the cancellation now or later; the app also tries it at the next start.</source>
            <translation>নতুন বুকিং {new} হয়েছে ও টাকা দেওয়া হয়েছে, কিন্তু বুকিং {old} এখনও রাখা আছে ({what}): তার বাতিল হয়নি ({why})। এখন বা পরে ‘আবার বাতিল করুন’ টিপুন; অ্যাপ পরের বার চালু হলেও চেষ্টা করে।</translation>
        </message>
        <message>
            <source>Booking {booking} was not sold and paid for at this counter: it cannot be exchanged here.</source>
            <translation>বুকিং {booking} এই কাউন্টারে বিক্রি ও পরিশোধ হয়নি: এখানে বদলানো যাবে না।</translation>
        </message>
        <message>
            <source>Nothing of booking {booking} is left to move.</source>
            <translation>বুকিং {booking}-এর সরানোর মতো কিছু বাকি নেই।</translation>
        </message>
        <message>
            <source>Nothing is to pay: take no tender.</source>
            <translation>কিছুই দিতে হবে না: কোনো পেমেন্ট নেবেন না।</translation>
        </message>
        <message>
            <source>it starts {moment}</source>
            <translation>এটি {moment}-এ শুরু হয়</translation>
        </message>
        <message>
            <source>it starts on {day}</source>
            <translation>এটি {day} তারিখে শুরু হয়</translation>
        </message>
        <message>
            <source>Booking {booking} can no longer be cancelled, so it cannot be moved to another day: cancellation closes 24 h before the start, and {when}.</source>
            <translation>বুকিং {booking} আর বাতিল করা যায় না, তাই অন্য দিনে সরানো যাবে না: শুরুর 24 ঘণ্টা আগে বাতিল বন্ধ হয়ে যায়, আর {when}।</translation>
        </message>
        <message>
            <source>Booking {booking} can no longer be cancelled, so it cannot be moved to another day: cancellation closes 24 h before the start.</source>
            <translation>বুকিং {booking} আর বাতিল করা যায় না, তাই অন্য দিনে সরানো যাবে না: শুরুর 24 ঘণ্টা আগে বাতিল বন্ধ হয়ে যায়।</translation>
        </message>
    </context>
    <context>
        <name>BOOKING_FAULTS</name>
        <message>
            <source>the disk is full</source>
            <translation>ডিস্ক ভরে গেছে</translation>
        </message>
        <message>
            <source>its journal is in use by another program (another Counterdesk window?)</source>
            <translation>এর জার্নাল অন্য একটি প্রোগ্রাম ব্যবহার করছে (আরেকটি Counterdesk উইন্ডো?)</translation>
        </message>
        <message>
            <source>its journal folder is read-only</source>
            <translation>এর জার্নাল ফোল্ডার শুধু পড়ার জন্য</translation>
        </message>
        <message>
            <source>its journal file is damaged or the disk cannot be read</source>
            <translation>এর জার্নাল ফাইল নষ্ট বা ডিস্ক পড়া যাচ্ছে না</translation>
        </message>
        <message>
            <source>This computer cannot save the cancellation: {reason}. Nothing was sent or charged.</source>
            <translation>এই কম্পিউটার বাতিলটি সেভ করতে পারছে না: {reason}। কিছুই পাঠানো বা চার্জ হয়নি।</translation>
        </message>
        <message>
            <source>This computer cannot save the sale: {reason}. Nothing was sent or charged.</source>
            <translation>এই কম্পিউটার বিক্রিটি সেভ করতে পারছে না: {reason}। কিছুই পাঠানো বা চার্জ হয়নি।</translation>
        </message>
    </context>
    <context>
        <name>BOOKING_FLOW</name>
        <message>
            <source>Customer phone is not a phone number ({hint}).</source>
            <translation>গ্রাহকের ফোন কোনো ফোন নম্বর নয় ({hint})।</translation>
        </message>
        <message>
            <source>It is sold out.</source>
            <translation>সব বিক্রি হয়ে গেছে।</translation>
        </message>
        <message numerus="yes">
            <source>Only %n seat(s) are left.</source>
            <translation>
                <numerusform>মাত্র %nটি সিট বাকি আছে।</numerusform>
                <numerusform>মাত্র %nটি সিট বাকি আছে।</numerusform>
            </translation>
        </message>
        <message>
            <source>This departure has no fare for this passenger.</source>
            <translation>এই ছাড়ার সময়ে এই যাত্রীর জন্য কোনো ভাড়া নেই।</translation>
        </message>
    </context>
    <context>
        <name>BOOKING_FORM</name>
        <message>
            <source>an ID type</source>
            <translation>একটি আইডির ধরন</translation>
        </message>
        <message>
            <source>the document number</source>
            <translation>ডকুমেন্ট নম্বর</translation>
        </message>
        <message>
            <source>a scan of the document</source>
            <translation>ডকুমেন্টের একটি স্ক্যান</translation>
        </message>
        <message>
            <source>Foreign passengers always need a passport, its number and a scan.</source>
            <translation>বিদেশি যাত্রীদের সবসময় পাসপোর্ট, তার নম্বর আর একটি স্ক্যান লাগে।</translation>
        </message>
        <message>
            <source>This trip needs {needs} for every passenger.</source>
            <translation>এই ট্রিপে প্রত্যেক যাত্রীর {needs} লাগবে।</translation>
        </message>
        <message>
            <source>&amp;Seats</source>
            <translation>সিট (&amp;S)</translation>
        </message>
        <message>
            <source>Passenger&amp;s</source>
            <translation>যাত্রী (&amp;S)</translation>
        </message>
        <message>
            <source>&amp;Quick passenger</source>
            <translation>দ্রুত যাত্রী (&amp;Q)</translation>
        </message>
        <message>
            <source>Re&amp;view…</source>
            <translation>দেখে নিন (&amp;V)…</translation>
        </message>
        <message>
            <source>Ctrl+Enter. Checks the sale; nothing is sent yet.</source>
            <translation>Ctrl+Enter। বিক্রিটি যাচাই করে; এখনও কিছু পাঠানো হয় না।</translation>
        </message>
        <message>
            <source>Customer</source>
            <translation>গ্রাহক</translation>
        </message>
        <message>
            <source>Check passenger {numbers}.</source>
            <translation>যাত্রী {numbers} দেখুন।</translation>
        </message>
        <message numerus="yes">
            <source>Nothing was sent: %n field(s) need(s) attention.</source>
            <translation>
                <numerusform>কিছুই পাঠানো হয়নি: %nটি ঘর দেখতে হবে।</numerusform>
                <numerusform>কিছুই পাঠানো হয়নি: %nটি ঘর দেখতে হবে।</numerusform>
            </translation>
        </message>
        <message>
            <source>{total} &lt;b&gt;{customer}&lt;/b&gt; · wallet charged {wallet}</source>
            <translation>{total} &lt;b&gt;{customer}&lt;/b&gt; · ওয়ালেট থেকে কাটা হবে {wallet}</translation>
        </message>
        <message>
            <source>{total} &lt;b&gt;{customer}&lt;/b&gt; · wallet charged {wallet} (passengers without age or nationality not priced yet)</source>
            <translation>{total} &lt;b&gt;{customer}&lt;/b&gt; · ওয়ালেট থেকে কাটা হবে {wallet} (বয়স বা জাতীয়তা ছাড়া যাত্রীদের দাম এখনও ধরা হয়নি)</translation>
        </message>
    </context>
    <context>
        <name>BOOKING_LEFT</name>
        <message>
            <source>That sale is not waiting for an answer any more: nothing to decide.</source>
            <translation>সেই বিক্রি আর উত্তরের অপেক্ষায় নেই: ঠিক করার কিছু নেই।</translation>
        </message>
        <message>
            <source>The sale {customer} left came through as booking {booking}: the app cancelled it (the service kept {fee}).</source>
            <translation>{customer} চলে যাওয়ার পর বিক্রিটি বুকিং {booking} হিসেবে এসেছে: অ্যাপ সেটি বাতিল করেছে (সার্ভিস {fee} রেখেছে)।</translation>
        </message>
        <message>
            <source>{done} Give {customer} back {amount} by {mode}: the refund is recorded.</source>
            <translation>{done} {customer}-কে {mode}-এ {amount} ফেরত দিন: রিফান্ড লেখা হয়েছে।</translation>
        </message>
        <message>
            <source>{done} Refund owed to {customer}: {amount}.</source>
            <translation>{done} {customer}-এর বাকি রিফান্ড: {amount}।</translation>
        </message>
    </context>
    <context>
        <name>BOOKING_PASSENGERS</name>
        <message>
            <source>card genuine (UIDAI signature)</source>
            <translation>কার্ড আসল (UIDAI-এর স্বাক্ষর)</translation>
        </message>
    </context>
    <context>
        <name>BOOKING_REPLAY</name>
        <message>
            <source>{request} went through: the service credited {currency} {amount} back to the agency's wallet (refund {reference}). What the customer gets back is shown in Lookup.</source>
            <translation>{request} সম্পন্ন হয়েছে: সার্ভিস এজেন্সির ওয়ালেটে {currency} {amount} ফেরত দিয়েছে (রিফান্ড {reference})। গ্রাহক কত ফেরত পাবেন তা খোঁজ-এ দেখানো আছে।</translation>
        </message>
        <message>
            <source>The cancellation of booking {reference}</source>
            <translation>বুকিং {reference}-এর বাতিল</translation>
        </message>
        <message>
            <source>The booking for {customer} ({product}, {date})</source>
            <translation>{customer}-এর বুকিং ({product}, {date})</translation>
        </message>
        <message>
            <source>{request} is not confirmed yet: {why}</source>
            <translation>{request} এখনও কনফার্ম হয়নি: {why}</translation>
        </message>
        <message>
            <source>the service did not answer ({problem}). It will be tried again.</source>
            <translation>সার্ভিস উত্তর দেয়নি ({problem})। আবার চেষ্টা করা হবে।</translation>
        </message>
        <message>
            <source>it was sent as agent {agent} ({tenant}); it is resolved when the app next runs with that agent's key.</source>
            <translation>এটি এজেন্ট {agent} ({tenant}) হিসেবে পাঠানো হয়েছিল; পরের বার অ্যাপ সেই এজেন্টের কী দিয়ে চললে এটি মিটবে।</translation>
        </message>
        <message>
            <source>it is older than the 30 days the service keeps answers, so sending it again could book it twice. Check it with the service.</source>
            <translation>এটি 30 দিনের চেয়ে পুরনো, যতদিন সার্ভিস উত্তর রাখে, তাই আবার পাঠালে দুবার বুক হতে পারে। সার্ভিসের সঙ্গে মিলিয়ে দেখুন।</translation>
        </message>
        <message>
            <source>it cannot be sent again as it was ({problem}).</source>
            <translation>এটি যেমন ছিল তেমন আবার পাঠানো যায় না ({problem})।</translation>
        </message>
        <message>
            <source>this computer cannot save it now: {reason}.</source>
            <translation>এই কম্পিউটার এখন এটি সেভ করতে পারছে না: {reason}।</translation>
        </message>
        <message>
            <source>{request} went through: booking {reference}.</source>
            <translation>{request} সম্পন্ন হয়েছে: বুকিং {reference}।</translation>
        </message>
        <message>
            <source>{problem} It will be tried again.</source>
            <translation>{problem} আবার চেষ্টা করা হবে।</translation>
        </message>
        <message>
            <source>{request} was not made: {problem}</source>
            <translation>{request} হয়নি: {problem}</translation>
        </message>
    </context>
    <context>
        <name>BOOKING_UNRESOLVED</name>
        <message>
            <source>amount not priced</source>
            <translation>দাম ধরা হয়নি</translation>
        </message>
        <message>
            <source>sent at {time}</source>
            <translation>{time}-এ পাঠানো</translation>
        </message>
        <message>
            <source>never sent (written down at {time})</source>
            <translation>কখনও পাঠানো হয়নি ({time}-এ লেখা হয়েছিল)</translation>
        </message>
        <message>
            <source>{customer}, {product} on {date}, {amount}, {sent}</source>
            <translation>{customer}, {date}-এ {product}, {amount}, {sent}</translation>
        </message>
        <message>
            <source>An earlier sale's answer has not come: {sale}.</source>
            <translation>আগের একটি বিক্রির উত্তর আসেনি: {sale}।</translation>
        </message>
        <message>
            <source>{notice} This sale is for the same trip, day and customer, so it is not sent: it could be charged twice. The app keeps asking the service; sell it again only once that sale is settled.</source>
            <translation>{notice} এই বিক্রি একই ট্রিপ, দিন ও গ্রাহকের, তাই পাঠানো হয়নি: দুবার চার্জ হতে পারে। অ্যাপ সার্ভিসকে জিজ্ঞেস করে যাচ্ছে; সেই বিক্রি মিটলে তবেই আবার বিক্রি করুন।</translation>
        </message>
        <message>
            <source>Stopped: the journal shows it was never sent.</source>
            <translation>থামানো হয়েছে: জার্নাল দেখাচ্ছে এটি কখনও পাঠানো হয়নি।</translation>
        </message>
        <message>
            <source>booking {reference}</source>
            <translation>বুকিং {reference}</translation>
        </message>
        <message>
            <source>refund {reference}</source>
            <translation>রিফান্ড {reference}</translation>
        </message>
        <message>
            <source>Not saved on this computer yet ({reason}): {names}. The app keeps trying.</source>
            <translation>এখনও এই কম্পিউটারে সেভ হয়নি ({reason}): {names}। অ্যাপ চেষ্টা চালিয়ে যাচ্ছে।</translation>
        </message>
        <message>
            <source>Not saved on this computer yet: {names}. The app keeps trying.</source>
            <translation>এখনও এই কম্পিউটারে সেভ হয়নি: {names}। অ্যাপ চেষ্টা চালিয়ে যাচ্ছে।</translation>
        </message>
        <message>
            <source>This sale may have reached the service, so it may be booked and paid. Only the service's answer can close it; if the customer has left, a supervisor can have it cancelled as soon as it shows booked.</source>
            <translation>এই বিক্রি হয়তো সার্ভিসে পৌঁছেছে, তাই বুক ও পেমেন্ট হয়ে থাকতে পারে। শুধু সার্ভিসের উত্তরই এটি মেটাতে পারে; গ্রাহক চলে গেলে, বুক দেখানোর সঙ্গে সঙ্গে সুপারভাইজার এটি বাতিল করাতে পারেন।</translation>
        </message>
    </context>
    <context>
        <name>BOOKS_CHECKS</name>
        <message>
            <source>Event {event}, booking {booking}: its lines in the books do not balance (debits {amount}).</source>
            <translation>লেনদেন {event}, বুকিং {booking}: হিসাবের খাতায় এর লাইনগুলি মেলে না (ডেবিট {amount})।</translation>
        </message>
        <message>
            <source>Event {event}, booking {booking}: its lines in the books ({amount}) are not what its rule posts from it ({was}).</source>
            <translation>লেনদেন {event}, বুকিং {booking}: হিসাবের খাতায় এর লাইন ({amount}) তা নয় যা এর নিয়ম এটি থেকে লেখে ({was})।</translation>
        </message>
        <message>
            <source>Event {event}, booking {booking}: after it the drawer in the books is below zero ({amount}).</source>
            <translation>লেনদেন {event}, বুকিং {booking}: এর পরে হিসাবের খাতায় ড্রয়ার শূন্যের নিচে ({amount})।</translation>
        </message>
        <message>
            <source>Event {event}, booking {booking}: after it the wallet's credit used is in debit in the books ({amount}).</source>
            <translation>লেনদেন {event}, বুকিং {booking}: এর পরে হিসাবের খাতায় ওয়ালেটের ব্যবহৃত ক্রেডিট ডেবিটে ({amount})।</translation>
        </message>
        <message>
            <source>Event {event}, booking {booking}: edited in the books after it was sent ({amount}; the agency store received {was}).</source>
            <translation>লেনদেন {event}, বুকিং {booking}: পাঠানোর পরে হিসাবের খাতায় বদলানো হয়েছে ({amount}; এজেন্সি স্টোর পেয়েছিল {was})।</translation>
        </message>
        <message>
            <source>Event {event}, booking {booking}: deleted from the books after it was sent (the agency store holds it, {amount}).</source>
            <translation>লেনদেন {event}, বুকিং {booking}: পাঠানোর পরে হিসাবের খাতা থেকে মুছে ফেলা হয়েছে (এজেন্সি স্টোরে আছে, {amount})।</translation>
        </message>
        <message>
            <source>Event {event}, booking {booking}: posted twice in the books ({amount} again).</source>
            <translation>লেনদেন {event}, বুকিং {booking}: হিসাবের খাতায় দুবার লেখা ({amount} আবার)।</translation>
        </message>
        <message>
            <source>Event {event}, booking {booking}: the books do not hold it as the money events' chain sealed it when it was posted ({amount} in the books now).</source>
            <translation>লেনদেন {event}, বুকিং {booking}: হিসাবের খাতায় এটি তেমন নেই যেমন লেখার সময় লেনদেনের শৃঙ্খল এটিকে সিল করেছিল (এখন খাতায় {amount})।</translation>
        </message>
        <message>
            <source>Event {event}, booking {booking}: in the counter's books ({amount}), never posted at its till nor sent to the agency store.</source>
            <translation>লেনদেন {event}, বুকিং {booking}: কাউন্টারের হিসাবের খাতায় আছে ({amount}), কিন্তু তার ক্যাশে কখনও লেখা হয়নি, এজেন্সি স্টোরেও পাঠানো হয়নি।</translation>
        </message>
        <message>
            <source>Event {event}, booking {booking}: rewritten at the counter after its link reached the agency store, before it was sent ({amount} as sent).</source>
            <translation>লেনদেন {event}, বুকিং {booking}: এর লিঙ্ক এজেন্সি স্টোরে পৌঁছনোর পরে এবং পাঠানোর আগে কাউন্টারে আবার লেখা হয়েছে (পাঠানো অবস্থায় {amount})।</translation>
        </message>
        <message>
            <source>The counter's books ({amount} in debits) are not the agency store's copy of its events ({was}) with the changes its check names: rewritten beyond them.</source>
            <translation>কাউন্টারের হিসাবের খাতা (মোট ডেবিট {amount}) এজেন্সি স্টোরে তার লেনদেনের কপির ({was}) সঙ্গে, তার যাচাইয়ে বলা বদলগুলো ধরেও, মেলে না: সেগুলোর বাইরেও বদলানো হয়েছে।</translation>
        </message>
        <message>
            <source>Event {event}: after the close's count the drawer in the books differs by {amount} from what was counted ({was}).</source>
            <translation>লেনদেন {event}: সমাপনের গোনার পরে হিসাবের খাতায় ড্রয়ার গোনা টাকা ({was}) থেকে {amount} আলাদা।</translation>
        </message>
        <message>
            <source>Account {account}, event {event}: at the latest statement's closing day ({was} by the statement), {amount} of its balance in the books is explained neither by a line of the statement nor as an entry it does not show yet.</source>
            <translation>অ্যাকাউন্ট {account}, লেনদেন {event}: সর্বশেষ স্টেটমেন্টের সমাপনী দিনে (স্টেটমেন্ট অনুযায়ী {was}) হিসাবের খাতায় এর ব্যালান্সের {amount}-এর ব্যাখ্যা স্টেটমেন্টের কোনো লাইনে নেই, এমন কোনো এন্ট্রিতেও নেই যা স্টেটমেন্ট এখনও দেখায় না।</translation>
        </message>
        <message>
            <source>Account {account}, booking {booking}: the books differ by {amount} from the charge's taxable value the GSTR-1 states of its documents of the agent's scheme, net of credit notes ({was}).</source>
            <translation>অ্যাকাউন্ট {account}, বুকিং {booking}: হিসাবের খাতা GSTR-1-এ এজেন্ট স্কিমের এর নথিগুলির সার্ভিস চার্জের করযোগ্য মূল্য থেকে, ক্রেডিট নোট বাদে ({was}), {amount} আলাদা।</translation>
        </message>
        <message>
            <source>Account {account}, booking {booking}: the books differ by {amount} from the output tax of its head the GSTR-1 states of its documents, net of credit notes ({was}).</source>
            <translation>অ্যাকাউন্ট {account}, বুকিং {booking}: হিসাবের খাতা GSTR-1-এ এর নথিগুলির এই খাতের আউটপুট কর থেকে, ক্রেডিট নোট বাদে ({was}), {amount} আলাদা।</translation>
        </message>
        <message>
            <source>Account {account}: the books differ by {amount} from what its payments and refunds the bank has not proved and the payouts' shortfalls explain ({was}).</source>
            <translation>অ্যাকাউন্ট {account}: ব্যাংক যেসব পেমেন্ট ও রিফান্ড প্রমাণ করেনি সেগুলি আর পেআউটের ঘাটতি যা ব্যাখ্যা করে ({was}), হিসাবের খাতা তা থেকে {amount} আলাদা।</translation>
        </message>
    </context>
    <context>
        <name>BOOK_SCREEN</name>
        <message>
            <source>&lt;h2&gt;Book&lt;/h2&gt;&lt;p&gt;Choose a slot or a departure in the Catalogue (Ctrl+1): open an item with Enter, pick a row and press Enter again. The sale starts here.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;বুক&lt;/h2&gt;&lt;p&gt;ক্যাটালগে (Ctrl+1) একটি স্লট বা ছাড়ার সময় বাছুন: Enter দিয়ে আইটেম খুলুন, একটি সারি বেছে আবার Enter চাপুন। বিক্রি এখান থেকে শুরু হয়।&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>BREACH</name>
        <message>
            <source>scans of ID documents</source>
            <translation>পরিচয়পত্রের স্ক্যান</translation>
        </message>
        <message>
            <source>ID document numbers</source>
            <translation>পরিচয়পত্রের নম্বর</translation>
        </message>
        <message>
            <source>phone numbers and e-mail addresses</source>
            <translation>ফোন নম্বর ও ই-মেল ঠিকানা</translation>
        </message>
        <message>
            <source>names</source>
            <translation>নাম</translation>
        </message>
        <message>
            <source>from {began}, not known to have ended</source>
            <translation>{began} থেকে, শেষ হয়েছে কিনা জানা নেই</translation>
        </message>
        <message>
            <source>from {began} to {ended}</source>
            <translation>{began} থেকে {ended} পর্যন্ত</translation>
        </message>
        <message>
            <source>Someone could try to use your ID document's details to pretend to be you, for example to open an account or a SIM card in your name.</source>
            <translation>কেউ আপনার পরিচয়পত্রের তথ্য দিয়ে আপনি সেজে কিছু করার চেষ্টা করতে পারে, যেমন আপনার নামে অ্যাকাউন্ট বা সিম কার্ড খোলা।</translation>
        </message>
        <message>
            <source>You may receive calls, messages or e-mails that pretend to come from us or from a bank, asking for money or passwords.</source>
            <translation>আপনার কাছে এমন ফোন, মেসেজ বা ই-মেল আসতে পারে যা আমাদের বা কোনো ব্যাংকের নাম করে টাকা বা পাসওয়ার্ড চায়।</translation>
        </message>
        <message>
            <source>Your name alone is unlikely to harm you.</source>
            <translation>শুধু আপনার নাম থেকে আপনার ক্ষতি হওয়ার সম্ভাবনা কম।</translation>
        </message>
        <message>
            <source>Do not share passwords, OTPs or card numbers with anyone who calls or writes about this; we will never ask for them.</source>
            <translation>এ নিয়ে যে ফোন করে বা লেখে তাকে পাসওয়ার্ড, OTP বা কার্ড নম্বর দেবেন না; আমরা কখনও এগুলো চাইব না।</translation>
        </message>
        <message>
            <source>Watch for accounts or SIM cards opened in your name, and report any to the police and to the office that issued your ID document.</source>
            <translation>আপনার নামে কোনো অ্যাকাউন্ট বা সিম কার্ড খোলা হচ্ছে কিনা নজর রাখুন, আর হলে পুলিশকে ও যে অফিস আপনার পরিচয়পত্র দিয়েছে তাকে জানান।</translation>
        </message>
        <message>
            <source>{agency}: your personal data may have been exposed</source>
            <translation>{agency}: আপনার ব্যক্তিগত তথ্য প্রকাশ পেয়ে থাকতে পারে</translation>
        </message>
        <message>
            <source>What happened</source>
            <translation>কী হয়েছে</translation>
        </message>
        <message>
            <source>{what} It happened {when} at {where}. It concerns your {kinds} held for your booking {refs}.</source>
            <translation>{what} এটি {when} {where}-এ ঘটেছে। এটি আপনার বুকিং {refs}-এর জন্য রাখা আপনার {kinds} নিয়ে।</translation>
        </message>
        <message>
            <source>What it may mean for you</source>
            <translation>আপনার জন্য এর অর্থ কী হতে পারে</translation>
        </message>
        <message>
            <source>What we have done</source>
            <translation>আমরা কী করেছি</translation>
        </message>
        <message>
            <source>What you can do</source>
            <translation>আপনি কী করতে পারেন</translation>
        </message>
        <message>
            <source>Whom to contact</source>
            <translation>কার সঙ্গে যোগাযোগ করবেন</translation>
        </message>
        <message>
            <source>{contact}, who can answer your questions about this.</source>
            <translation>{contact}, যিনি এ নিয়ে আপনার প্রশ্নের উত্তর দিতে পারবেন।</translation>
        </message>
    </context>
    <context>
        <name>BRIDGE</name>
        <message>
            <source>The service is reachable again.</source>
            <translation>সার্ভিস আবার পাওয়া যাচ্ছে।</translation>
        </message>
    </context>
    <context>
        <name>CATALOGUE_DETAIL</name>
        <message>
            <source>Details of the item</source>
            <translation>আইটেমের বিবরণ</translation>
        </message>
        <message>
            <source>Description, policies and prices to read out to the customer</source>
            <translation>গ্রাহককে পড়ে শোনানোর জন্য বিবরণ, নিয়ম ও দাম</translation>
        </message>
        <message>
            <source>Choose an item in the list to see its description, policies and prices.</source>
            <translation>বিবরণ, নিয়ম ও দাম দেখতে তালিকা থেকে একটি আইটেম বাছুন।</translation>
        </message>
    </context>
    <context>
        <name>CATALOGUE_MODEL</name>
        <message>
            <source>Location</source>
            <translation>জায়গা</translation>
        </message>
        <message>
            <source>Boat</source>
            <translation>বোট</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>নাম</translation>
        </message>
        <message>
            <source>Departs</source>
            <translation>ছাড়বে</translation>
        </message>
        <message>
            <source>Net fare</source>
            <translation>নেট ভাড়া</translation>
        </message>
        <message>
            <source>Per person, the catalogue's fare: no fare GST, no markup</source>
            <translation>জনপ্রতি, ক্যাটালগের ভাড়া: ভাড়ার GST নেই, মার্কআপ নেই</translation>
        </message>
        <message>
            <source>Per person, what the customer pays: fare GST and service charge included</source>
            <translation>জনপ্রতি, গ্রাহক যা দেন: ভাড়ার GST আর সার্ভিস চার্জ সহ</translation>
        </message>
    </context>
    <context>
        <name>CATALOGUE_SCREEN</name>
        <message>
            <source>Loading boats…</source>
            <translation>বোট লোড হচ্ছে…</translation>
        </message>
        <message>
            <source>Loading activities…</source>
            <translation>অ্যাক্টিভিটি লোড হচ্ছে…</translation>
        </message>
        <message>
            <source>Boats {as_of}, refreshing…</source>
            <translation>বোট {as_of}, রিফ্রেশ হচ্ছে…</translation>
        </message>
        <message>
            <source>Boats {as_of}, not refreshed: the service did not answer</source>
            <translation>বোট {as_of}, রিফ্রেশ হয়নি: সার্ভিস উত্তর দেয়নি</translation>
        </message>
        <message>
            <source>Activities {as_of}, refreshing…</source>
            <translation>অ্যাক্টিভিটি {as_of}, রিফ্রেশ হচ্ছে…</translation>
        </message>
        <message>
            <source>Activities {as_of}, not refreshed: the service did not answer</source>
            <translation>অ্যাক্টিভিটি {as_of}, রিফ্রেশ হয়নি: সার্ভিস উত্তর দেয়নি</translation>
        </message>
        <message>
            <source>No boats for this date.</source>
            <translation>এই তারিখে কোনো বোট নেই।</translation>
        </message>
        <message>
            <source>No activities for this date.</source>
            <translation>এই তারিখে কোনো অ্যাক্টিভিটি নেই।</translation>
        </message>
        <message numerus="yes">
            <source>%n boats</source>
            <translation>
                <numerusform>%nটি বোট</numerusform>
                <numerusform>%nটি বোট</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n activities</source>
            <translation>
                <numerusform>%nটি অ্যাক্টিভিটি</numerusform>
                <numerusform>%nটি অ্যাক্টিভিটি</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %n boats match the filter</source>
            <translation>
                <numerusform>%nটি বোটের মধ্যে {shown}টি ফিল্টারে মেলে</numerusform>
                <numerusform>%nটি বোটের মধ্যে {shown}টি ফিল্টারে মেলে</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %n activities match the filter</source>
            <translation>
                <numerusform>%nটি অ্যাক্টিভিটির মধ্যে {shown}টি ফিল্টারে মেলে</numerusform>
                <numerusform>%nটি অ্যাক্টিভিটির মধ্যে {shown}টি ফিল্টারে মেলে</numerusform>
            </translation>
        </message>
        <message>
            <source>Catalogue</source>
            <translation>ক্যাটালগ</translation>
        </message>
        <message>
            <source>Enter opens the selected item's availability</source>
            <translation>Enter বাছা আইটেমের খালি জায়গা দেখায়</translation>
        </message>
        <message>
            <source>Show availability</source>
            <translation>খালি জায়গা দেখুন</translation>
        </message>
        <message>
            <source>Show availability (Enter)</source>
            <translation>খালি জায়গা দেখুন (Enter)</translation>
        </message>
        <message>
            <source>This item of the kept list cannot be opened: wait for the service's list (F5).</source>
            <translation>রাখা তালিকার এই আইটেম খোলা যায় না: সার্ভিসের তালিকার জন্য অপেক্ষা করুন (F5)।</translation>
        </message>
        <message>
            <source>Departures: {title}</source>
            <translation>ছাড়ার সময়: {title}</translation>
        </message>
        <message>
            <source>Slots: {title}</source>
            <translation>স্লট: {title}</translation>
        </message>
        <message>
            <source>Nothing left today — showing {day}</source>
            <translation>আজ আর কিছু বাকি নেই — {day} দেখানো হচ্ছে</translation>
        </message>
        <message>
            <source>No slots on this date. Try another date.</source>
            <translation>এই তারিখে কোনো স্লট নেই। অন্য তারিখ দেখুন।</translation>
        </message>
        <message>
            <source>No departures on this date. Try another date.</source>
            <translation>এই তারিখে কোনো ছাড়ার সময় নেই। অন্য তারিখ দেখুন।</translation>
        </message>
        <message>
            <source>The list last seen, kept on this computer. Opening an item asks the service for its seats and prices: nothing is booked from this list.</source>
            <translation>শেষ দেখা তালিকা, এই কম্পিউটারে রাখা। আইটেম খুললে সার্ভিসের কাছে তার সিট ও দাম চাওয়া হয়: এই তালিকা থেকে কিছুই বুক হয় না।</translation>
        </message>
        <message>
            <source>Show net fares</source>
            <translation>নেট ভাড়া দেখান</translation>
        </message>
        <message>
            <source>The catalogue's fares per person, without fare GST or markup</source>
            <translation>জনপ্রতি ক্যাটালগের ভাড়া, ভাড়ার GST বা মার্কআপ ছাড়া</translation>
        </message>
    </context>
    <context>
        <name>CATALOGUE_TOOLBAR</name>
        <message>
            <source>That date cannot be chosen: trips are sold from {first} on.</source>
            <translation>এই তারিখ বাছা যায় না: ট্রিপ {first} থেকে বিক্রি হয়।</translation>
        </message>
        <message>
            <source>{day} has passed: trips are sold from {first} on.</source>
            <translation>{day} পেরিয়ে গেছে: ট্রিপ {first} থেকে বিক্রি হয়।</translation>
        </message>
        <message>
            <source>Activities</source>
            <translation>অ্যাক্টিভিটি</translation>
        </message>
        <message>
            <source>Boats</source>
            <translation>বোট</translation>
        </message>
        <message>
            <source>&amp;Activities</source>
            <translation>অ্যাক্টিভিটি (&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Boats</source>
            <translation>বোট (&amp;B)</translation>
        </message>
        <message>
            <source>Alt+← / Alt+→ change the day</source>
            <translation>Alt+← / Alt+→ দিন বদলায়</translation>
        </message>
        <message>
            <source>{title} (Alt+{key}), then type in the filter</source>
            <translation>{title} (Alt+{key}), তারপর ফিল্টারে লিখুন</translation>
        </message>
        <message>
            <source>Travel date</source>
            <translation>যাত্রার তারিখ</translation>
        </message>
        <message>
            <source>Travel date: {keys}, from anywhere on this screen</source>
            <translation>যাত্রার তারিখ: {keys}, এই স্ক্রিনের যেকোনো জায়গা থেকে</translation>
        </message>
        <message>
            <source>Keep this day</source>
            <translation>এই দিনটি রাখুন</translation>
        </message>
        <message>
            <source>Ticked, the next sale starts on this travel date too; unticked, each new sale starts on today.</source>
            <translation>টিক দেওয়া থাকলে পরের বিক্রিও এই যাত্রার তারিখে শুরু হয়; টিক না থাকলে প্রতিটি নতুন বিক্রি আজকের তারিখে শুরু হয়।</translation>
        </message>
        <message>
            <source>Filter by name, place or description (Ctrl+F)</source>
            <translation>নাম, জায়গা বা বিবরণ দিয়ে ফিল্টার (Ctrl+F)</translation>
        </message>
        <message>
            <source>Filter the catalogue</source>
            <translation>ক্যাটালগ ফিল্টার করুন</translation>
        </message>
        <message>
            <source>Name, place or description; Enter opens the first match (Ctrl+F comes here)</source>
            <translation>নাম, জায়গা বা বিবরণ; Enter প্রথম মিলটি খোলে (Ctrl+F এখানে আনে)</translation>
        </message>
    </context>
    <context>
        <name>CLOSE_SHIFT</name>
        <message>
            <source>Type why the drawer is off: it is kept with the Z report.</source>
            <translation>ড্রয়ারে কেন গরমিল লিখুন: এটি Z রিপোর্টের সঙ্গে রাখা হয়।</translation>
        </message>
        <message>
            <source>none: the drawer is right</source>
            <translation>নেই: ড্রয়ার ঠিক আছে</translation>
        </message>
        <message>
            <source>{amount} short</source>
            <translation>{amount} কম</translation>
        </message>
        <message>
            <source>{amount} over</source>
            <translation>{amount} বেশি</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>বাতিল</translation>
        </message>
        <message>
            <source>&amp;Close the shift</source>
            <translation>শিফট বন্ধ করুন (&amp;C)</translation>
        </message>
        <message>
            <source>The drawer is off by more than {limit}: type why, then a supervisor's PIN is asked.</source>
            <translation>ড্রয়ারে {limit}-এর বেশি গরমিল: কারণ লিখুন, তারপর সুপারভাইজারের পিন চাওয়া হবে।</translation>
        </message>
        <message>
            <source>&amp;Reason</source>
            <translation>কারণ (&amp;R)</translation>
        </message>
        <message>
            <source>Difference</source>
            <translation>পার্থক্য</translation>
        </message>
        <message>
            <source>Cash expected</source>
            <translation>প্রত্যাশিত নগদ</translation>
        </message>
        <message>
            <source>Owed to customers</source>
            <translation>গ্রাহকদের পাওনা</translation>
        </message>
        <message>
            <source>Close with &amp;money owed to customers</source>
            <translation>গ্রাহকদের টাকা পাওনা রেখে বন্ধ করুন (&amp;M)</translation>
        </message>
        <message>
            <source>Customers are owed {amount}: tick to close with it owed.</source>
            <translation>গ্রাহকদের {amount} পাওনা: পাওনা রেখে বন্ধ করতে টিক দিন।</translation>
        </message>
        <message>
            <source>Cash counted</source>
            <translation>গোনা নগদ</translation>
        </message>
        <message>
            <source>Why the drawer is off</source>
            <translation>ড্রয়ারে কেন গরমিল</translation>
        </message>
        <message>
            <source>e.g. change given twice to one customer</source>
            <translation>যেমন একজন গ্রাহককে দুবার ফেরত দেওয়া হয়েছে</translation>
        </message>
        <message>
            <source>The Z report closes the shift for good. Check the cash counted against what the drawer should hold.</source>
            <translation>Z রিপোর্ট শিফট চিরতরে বন্ধ করে। ড্রয়ারে যা থাকার কথা তার সঙ্গে গোনা নগদ মিলিয়ে দেখুন।</translation>
        </message>
        <message>
            <source>Close the shift</source>
            <translation>শিফট বন্ধ করুন</translation>
        </message>
        <message>
            <source>0 if all of it stays</source>
            <translation>সবটা থাকলে 0</translation>
        </message>
        <message>
            <source>Cash banked or taken out of the drawer</source>
            <translation>ড্রয়ার থেকে ব্যাংকে জমা বা তুলে নেওয়া নগদ</translation>
        </message>
        <message>
            <source>&amp;Banked or taken out</source>
            <translation>ব্যাংকে জমা বা তুলে নেওয়া (&amp;B)</translation>
        </message>
        <message>
            <source>Left in the drawer (next float)</source>
            <translation>ড্রয়ারে রইল (পরের শুরুর নগদ)</translation>
        </message>
        <message>
            <source>Type the cash banked or taken out as an amount, no more than was counted ({counted}).</source>
            <translation>ব্যাংকে জমা বা তুলে নেওয়া নগদ একটি অঙ্ক হিসেবে লিখুন, গোনা নগদের ({counted}) বেশি নয়।</translation>
        </message>
        <message>
            <source>Owed to</source>
            <translation>কার পাওনা</translation>
        </message>
        <message>
            <source>Owed by</source>
            <translation>বাকি, মাধ্যম অনুযায়ী</translation>
        </message>
    </context>
    <context>
        <name>CONFIRM_CANCELLATION</name>
        <message>
            <source>Cancel booking?</source>
            <translation>বুকিং বাতিল করবেন?</translation>
        </message>
        <message>
            <source>&lt;p&gt;Cancel &lt;b&gt;{what}&lt;/b&gt; ({names}) of booking &lt;b&gt;{reference}&lt;/b&gt;?&lt;/p&gt;</source>
            <translation>&lt;p&gt;বুকিং &lt;b&gt;{reference}&lt;/b&gt;-এর &lt;b&gt;{what}&lt;/b&gt; ({names}) বাতিল করবেন?&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;Cancel &lt;b&gt;{what}&lt;/b&gt; of booking &lt;b&gt;{reference}&lt;/b&gt;?&lt;/p&gt;</source>
            <translation>&lt;p&gt;বুকিং &lt;b&gt;{reference}&lt;/b&gt;-এর &lt;b&gt;{what}&lt;/b&gt; বাতিল করবেন?&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;{refund} will be credited to the wallet (platform charge {charge}).&lt;/p&gt;&lt;p&gt;This cannot be undone.&lt;/p&gt;</source>
            <translation>&lt;p&gt;{refund} ওয়ালেটে জমা হবে (প্ল্যাটফর্ম চার্জ {charge})।&lt;/p&gt;&lt;p&gt;এটি আর ফেরানো যাবে না।&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&amp;Yes, cancel and refund</source>
            <translation>হ্যাঁ, বাতিল করে রিফান্ড দিন (&amp;Y)</translation>
        </message>
        <message>
            <source>&amp;No, keep the booking</source>
            <translation>না, বুকিং রাখুন (&amp;N)</translation>
        </message>
        <message>
            <source>&lt;p&gt;The customer gets {refund} back by the rule ({tenders}).&lt;/p&gt;</source>
            <translation>&lt;p&gt;নিয়ম অনুযায়ী গ্রাহক {refund} ফেরত পাবেন ({tenders})।&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>COUNTER_BILL</name>
        <message>
            <source>Fare per person</source>
            <translation>জনপ্রতি ভাড়া</translation>
        </message>
        <message>
            <source>Commission per person</source>
            <translation>জনপ্রতি কমিশন</translation>
        </message>
        <message>
            <source>Net per person</source>
            <translation>জনপ্রতি নেট</translation>
        </message>
        <message numerus="yes">
            <source>Net for %n seat(s)</source>
            <translation>
                <numerusform>%nটি সিটের নেট</numerusform>
                <numerusform>%nটি সিটের নেট</numerusform>
            </translation>
        </message>
        <message>
            <source>Total</source>
            <translation>মোট</translation>
        </message>
        <message>
            <source>{number}. {name} ({ticket}, {nationality})</source>
            <translation>{number}. {name} ({ticket}, {nationality})</translation>
        </message>
        <message>
            <source>Boat fares, net of commission</source>
            <translation>বোট ভাড়া, কমিশন বাদে</translation>
        </message>
        <message>
            <source>Permits (government fee, no GST)</source>
            <translation>পারমিট (সরকারি ফি, GST নেই)</translation>
        </message>
        <message>
            <source>Passport</source>
            <translation>পাসপোর্ট</translation>
        </message>
        <message>
            <source>Aadhaar</source>
            <translation>আধার</translation>
        </message>
        <message>
            <source>Voter ID</source>
            <translation>ভোটার আইডি</translation>
        </message>
        <message>
            <source>Driving licence</source>
            <translation>ড্রাইভিং লাইসেন্স</translation>
        </message>
        <message>
            <source>ID</source>
            <translation>আইডি</translation>
        </message>
        <message>
            <source>Net total</source>
            <translation>নেট মোট</translation>
        </message>
        <message>
            <source>Debited from the wallet</source>
            <translation>ওয়ালেট থেকে কাটা হয়েছে</translation>
        </message>
        <message>
            <source>from cash</source>
            <translation>নগদ থেকে</translation>
        </message>
        <message>
            <source>from credit</source>
            <translation>ক্রেডিট থেকে</translation>
        </message>
    </context>
    <context>
        <name>COUNTER_CHOICES</name>
        <message>
            <source>{trip} on {boat}, {date}, departs {time}</source>
            <translation>{boat}-এ {trip}, {date}, ছাড়বে {time}</translation>
        </message>
    </context>
    <context>
        <name>COUNTER_DISRUPTIONS</name>
        <message>
            <source>{amount} stays owed to {customer} until Refund records it on Lookup with their address, which their credit note names.</source>
            <translation>'খোঁজ'-এ 'রিফান্ড' দিয়ে তাঁর ঠিকানাসহ লিপিবদ্ধ না হওয়া পর্যন্ত {customer}-এর {amount} বাকি থাকে; তাঁর ক্রেডিট নোটে এই ঠিকানা থাকে।</translation>
        </message>
        <message>
            <source>{amount} stays owed to {customer} until Refund records it on Lookup.</source>
            <translation>'খোঁজ'-এ 'রিফান্ড' দিয়ে লিপিবদ্ধ না হওয়া পর্যন্ত {customer}-এর {amount} বাকি থাকে।</translation>
        </message>
    </context>
    <context>
        <name>COUNTER_ESCPOS</name>
        <message>
            <source>{target} is a system printer: it prints through its driver.</source>
            <translation>{target} একটি সিস্টেম প্রিন্টার: এটি তার ড্রাইভারের মাধ্যমে প্রিন্ট করে।</translation>
        </message>
        <message>
            <source>The receipt printer {target} cannot be reached: {problem}</source>
            <translation>রসিদ প্রিন্টার {target}-এ পৌঁছানো যাচ্ছে না: {problem}</translation>
        </message>
        <message>
            <source>Counterdesk test page</source>
            <translation>Counterdesk পরীক্ষার পাতা</translation>
        </message>
        <message numerus="yes">
            <source>%n characters fit on a line above.</source>
            <translation>
                <numerusform>ওপরের একটি লাইনে %nটি অক্ষর ধরে।</numerusform>
                <numerusform>ওপরের একটি লাইনে %nটি অক্ষর ধরে।</numerusform>
            </translation>
        </message>
        <message>
            <source>Bold text for totals</source>
            <translation>মোটের জন্য মোটা লেখা</translation>
        </message>
        <message>
            <source>Scan the code: it reads TEST.</source>
            <translation>কোডটি স্ক্যান করুন: এতে TEST লেখা পড়বে।</translation>
        </message>
        <message>
            <source>The receipt printer {target} stopped mid-job: {problem}</source>
            <translation>রসিদ প্রিন্টার {target} কাজের মাঝে থেমে গেছে: {problem}</translation>
        </message>
    </context>
    <context>
        <name>COUNTER_HISTORY</name>
        <message>
            <source>Nothing was paid at this till.</source>
            <translation>এই ক্যাশে কিছুই দেওয়া হয়নি।</translation>
        </message>
        <message>
            <source>Cash tendered {tendered}, change {change}.</source>
            <translation>নগদ দেওয়া হয়েছে {tendered}, খুচরো ফেরত {change}।</translation>
        </message>
        <message>
            <source>Credit carried from booking {booking}: {amount}.</source>
            <translation>বুকিং {booking} থেকে আনা ক্রেডিট: {amount}।</translation>
        </message>
        <message>
            <source>Given back to the customer on {booking}: {amount}.</source>
            <translation>বুকিং {booking}-এ গ্রাহককে ফেরত দেওয়া হয়েছে: {amount}।</translation>
        </message>
        <message>
            <source>Given back to the customer: {amount} ({ways}).</source>
            <translation>গ্রাহককে ফেরত দেওয়া হয়েছে: {amount} ({ways})।</translation>
        </message>
        <message>
            <source>Still owed to the customer: {amount}, not yet paid.</source>
            <translation>গ্রাহকের এখনও পাওনা: {amount}, এখনও দেওয়া হয়নি।</translation>
        </message>
        <message>
            <source>The customer paid {amount} ({ways}).</source>
            <translation>গ্রাহক {amount} দিয়েছেন ({ways})।</translation>
        </message>
        <message>
            <source>No customer payment was taken at this till.</source>
            <translation>এই ক্যাশে গ্রাহকের কোনো পেমেন্ট নেওয়া হয়নি।</translation>
        </message>
        <message>
            <source>The wallet was charged {total} ({cash} from its balance, {credit} on credit).</source>
            <translation>ওয়ালেট থেকে {total} কাটা হয়েছে (ব্যালান্স থেকে {cash}, ক্রেডিটে {credit})।</translation>
        </message>
        <message>
            <source>{status}: {details}. Remaining: {names}.</source>
            <translation>{status}: {details}। বাকি: {names}।</translation>
        </message>
        <message>
            <source>{status}: {details}.</source>
            <translation>{status}: {details}।</translation>
        </message>
        <message>
            <source>wallet credited {amount}</source>
            <translation>ওয়ালেটে রিফান্ড {amount}</translation>
        </message>
        <message>
            <source>customer refund {amount} by {mode}</source>
            <translation>গ্রাহককে {mode}-এ রিফান্ড {amount}</translation>
        </message>
        <message>
            <source>{seats} cancelled {time} ({refund}, {reference})</source>
            <translation>{seats} বাতিল {time} ({refund}, {reference})</translation>
        </message>
        <message>
            <source>{seats} cancelled {time} ({refund})</source>
            <translation>{seats} বাতিল {time} ({refund})</translation>
        </message>
        <message>
            <source>{amount} by {mode}</source>
            <translation>{amount} {mode}-এ</translation>
        </message>
        <message>
            <source>Change given: {amount}.</source>
            <translation>ফেরত দেওয়া খুচরো: {amount}।</translation>
        </message>
        <message>
            <source>Refunded to the customer: {amount} ({parts}).</source>
            <translation>গ্রাহককে রিফান্ড: {amount} ({parts})।</translation>
        </message>
        <message>
            <source>Nothing was given back.</source>
            <translation>কিছুই ফেরত দেওয়া হয়নি।</translation>
        </message>
    </context>
    <context>
        <name>COUNTER_JOURNAL_LOCK</name>
        <message>
            <source>Counterdesk is already open on this computer with the same journal ({folder}). Use that window: two windows on one journal could sell the same seat twice.</source>
            <translation>এই কম্পিউটারে একই জার্নাল ({folder}) নিয়ে Counterdesk আগে থেকেই খোলা আছে। সেই উইন্ডোটি ব্যবহার করুন: এক জার্নালে দুটি উইন্ডো একই সিট দুবার বিক্রি করতে পারে।</translation>
        </message>
    </context>
    <context>
        <name>COUNTER_KEYSTORE</name>
        <message>
            <source>This computer has no password store (keyring), so the API key is kept for this session only: enter it again after restarting the app. It is never written to a file.</source>
            <translation>এই কম্পিউটারে কোনো পাসওয়ার্ড স্টোর (কিরিং) নেই, তাই API কী শুধু এই সেশনের জন্য রাখা হয়: অ্যাপ আবার চালু করার পর আবার দিন। এটি কখনও ফাইলে লেখা হয় না।</translation>
        </message>
        <message>
            <source>API keys are kept in this computer's password store ({store}).</source>
            <translation>API কী এই কম্পিউটারের পাসওয়ার্ড স্টোরে ({store}) রাখা হয়।</translation>
        </message>
        <message>
            <source>The API key is saved in this computer's password store.</source>
            <translation>API কী এই কম্পিউটারের পাসওয়ার্ড স্টোরে সেভ হয়েছে।</translation>
        </message>
    </context>
    <context>
        <name>COUNTER_MESSAGES</name>
        <message>
            <source>{change} Selling is stopped: check the service address in Settings (Ctrl+6), then press Save to reconnect.</source>
            <translation>{change} বিক্রি বন্ধ আছে: সেটিংসে (Ctrl+6) সার্ভিসের ঠিকানা দেখুন, তারপর আবার যুক্ত হতে সেভ চাপুন।</translation>
        </message>
        <message>
            <source>{problem} Open Settings (Ctrl+6) and enter the key again.</source>
            <translation>{problem} সেটিংস (Ctrl+6) খুলে কী আবার দিন।</translation>
        </message>
        <message>
            <source>The service refused the API key. Open Settings (Ctrl+6) and enter the key the service's office issued to this agency.</source>
            <translation>সার্ভিস API কী প্রত্যাখ্যান করেছে। সেটিংস (Ctrl+6) খুলে সার্ভিসের অফিস এই এজেন্সিকে যে কী দিয়েছে সেটি দিন।</translation>
        </message>
        <message>
            <source>The service has disabled access for this agency. Call the service's office to have it restored; nothing can be sold until then.</source>
            <translation>সার্ভিস এই এজেন্সির অ্যাক্সেস বন্ধ করেছে। চালু করাতে সার্ভিসের অফিসে ফোন করুন; ততক্ষণ কিছুই বিক্রি করা যাবে না।</translation>
        </message>
        <message>
            <source>Boat trips are unavailable right now because the boat operator's system is down. Activities can still be sold; try boats again in a few minutes.</source>
            <translation>বোট অপারেটরের সিস্টেম বন্ধ থাকায় এখন বোট ট্রিপ পাওয়া যাচ্ছে না। অ্যাক্টিভিটি এখনও বিক্রি করা যায়; কয়েক মিনিট পরে আবার বোট দেখুন।</translation>
        </message>
        <message>
            <source>The service asked the counter to slow down. Wait {seconds} seconds, then try again.</source>
            <translation>সার্ভিস কাউন্টারকে ধীরে চলতে বলেছে। {seconds} সেকেন্ড অপেক্ষা করে আবার চেষ্টা করুন।</translation>
        </message>
        <message>
            <source>The service asked the counter to slow down. Wait a minute, then try again.</source>
            <translation>সার্ভিস কাউন্টারকে ধীরে চলতে বলেছে। এক মিনিট অপেক্ষা করে আবার চেষ্টা করুন।</translation>
        </message>
        <message>
            <source>The service is having trouble right now. Try again in a minute; if it keeps happening, call the service's office.</source>
            <translation>সার্ভিসে এখন সমস্যা হচ্ছে। এক মিনিট পরে আবার চেষ্টা করুন; বারবার হলে সার্ভিসের অফিসে ফোন করুন।</translation>
        </message>
        <message>
            <source>The service sent an answer this app cannot read. Try again; if it keeps happening, note the time and tell your support contact.</source>
            <translation>সার্ভিস এমন উত্তর পাঠিয়েছে যা এই অ্যাপ পড়তে পারে না। আবার চেষ্টা করুন; বারবার হলে সময়টা লিখে রাখুন এবং আপনার সাপোর্টকে জানান।</translation>
        </message>
        <message>
            <source>The wallet cannot cover this. Top up the wallet or ask the service's office to raise the credit limit.</source>
            <translation>ওয়ালেটে এর জন্য যথেষ্ট টাকা নেই। ওয়ালেট টপ-আপ করুন বা সার্ভিসের অফিসকে ক্রেডিট সীমা বাড়াতে বলুন।</translation>
        </message>
        <message>
            <source>{problem} Choose another slot or date.</source>
            <translation>{problem} অন্য স্লট বা তারিখ বাছুন।</translation>
        </message>
        <message>
            <source>{problem} Check the reference and try again.</source>
            <translation>{problem} রেফারেন্স দেখে আবার চেষ্টা করুন।</translation>
        </message>
        <message>
            <source>The service did not accept this: {problem} Correct it and try again.</source>
            <translation>সার্ভিস এটি নেয়নি: {problem} ঠিক করে আবার চেষ্টা করুন।</translation>
        </message>
        <message>
            <source>{problem} Refresh and check before trying again.</source>
            <translation>{problem} আবার চেষ্টার আগে রিফ্রেশ করে দেখে নিন।</translation>
        </message>
        <message>
            <source>The service could not complete this ({problem}). Try again.</source>
            <translation>সার্ভিস এটি সম্পূর্ণ করতে পারেনি ({problem})। আবার চেষ্টা করুন।</translation>
        </message>
        <message>
            <source>The service cannot be reached. Check this counter's network connection; the app will try again shortly.</source>
            <translation>সার্ভিসে পৌঁছানো যাচ্ছে না। এই কাউন্টারের নেটওয়ার্ক সংযোগ দেখুন; অ্যাপ একটু পরে আবার চেষ্টা করবে।</translation>
        </message>
        <message>
            <source>The service cannot be reached. Check this counter's network connection; the app will try again at {time}.</source>
            <translation>সার্ভিসে পৌঁছানো যাচ্ছে না। এই কাউন্টারের নেটওয়ার্ক সংযোগ দেখুন; অ্যাপ {time}-এ আবার চেষ্টা করবে।</translation>
        </message>
        <message>
            <source>Fewer seats are left than were asked for.</source>
            <translation>যত সিট চাওয়া হয়েছে তার চেয়ে কম বাকি আছে।</translation>
        </message>
        <message>
            <source>Booking has closed for this slot: its cut-off has passed.</source>
            <translation>এই স্লটের বুকিং বন্ধ হয়ে গেছে: শেষ সময় পেরিয়ে গেছে।</translation>
        </message>
    </context>
    <context>
        <name>COUNTER_PRINTERS</name>
        <message>
            <source>the system's default printer</source>
            <translation>সিস্টেমের ডিফল্ট প্রিন্টার</translation>
        </message>
        <message>
            <source>{target}: the USB {part} must be 4 hexadecimal digits, as in 04b8.</source>
            <translation>{target}: USB {part} 4টি হেক্সাডেসিমাল অঙ্কের হতে হবে, যেমন 04b8।</translation>
        </message>
        <message>
            <source>{target}: the port must be a number from 1 to 65535.</source>
            <translation>{target}: পোর্ট 1 থেকে 65535-এর মধ্যে একটি সংখ্যা হতে হবে।</translation>
        </message>
        <message>
            <source>{target}: write the printer's address as tcp://192.168.1.50:9100.</source>
            <translation>{target}: প্রিন্টারের ঠিকানা tcp://192.168.1.50:9100 এভাবে লিখুন।</translation>
        </message>
        <message>
            <source>{target}: write the printer's USB vendor and product ids as usb://04b8:0202.</source>
            <translation>{target}: প্রিন্টারের USB ভেন্ডর ও প্রোডাক্ট আইডি usb://04b8:0202 এভাবে লিখুন।</translation>
        </message>
        <message>
            <source>vendor id</source>
            <translation>ভেন্ডর আইডি</translation>
        </message>
        <message>
            <source>product id</source>
            <translation>প্রোডাক্ট আইডি</translation>
        </message>
        <message>
            <source>{target}: name the serial port, as in serial:///dev/ttyUSB0 or serial://COM3.</source>
            <translation>{target}: সিরিয়াল পোর্টের নাম দিন, যেমন serial:///dev/ttyUSB0 বা serial://COM3।</translation>
        </message>
        <message>
            <source>{target}: the baud rate must be one of {rates}.</source>
            <translation>{target}: বড রেট {rates}-এর একটি হতে হবে।</translation>
        </message>
        <message>
            <source>{target}: a receipt printer's address starts with tcp://, usb:// or serial://; a system printer is named without one.</source>
            <translation>{target}: রসিদ প্রিন্টারের ঠিকানা tcp://, usb:// বা serial:// দিয়ে শুরু হয়; সিস্টেম প্রিন্টারের নাম এগুলো ছাড়া লেখা হয়।</translation>
        </message>
        <message>
            <source>The receipt printer: {problem}</source>
            <translation>রসিদ প্রিন্টার: {problem}</translation>
        </message>
        <message>
            <source>The receipt is printed on A4 or A5 paper.</source>
            <translation>রসিদ A4 বা A5 কাগজে প্রিন্ট হয়।</translation>
        </message>
        <message>
            <source>The voucher printer: {problem}</source>
            <translation>ভাউচার প্রিন্টার: {problem}</translation>
        </message>
        <message>
            <source>The voucher is printed on A4 or A5 paper.</source>
            <translation>ভাউচার A4 বা A5 কাগজে প্রিন্ট হয়।</translation>
        </message>
        <message>
            <source>The agency copy printer: {problem}</source>
            <translation>এজেন্সি কপির প্রিন্টার: {problem}</translation>
        </message>
        <message>
            <source>The agency copy is printed on A4 or A5 paper.</source>
            <translation>এজেন্সি কপি A4 বা A5 কাগজে প্রিন্ট হয়।</translation>
        </message>
        <message>
            <source>The reports printer: {problem}</source>
            <translation>রিপোর্টের প্রিন্টার: {problem}</translation>
        </message>
        <message>
            <source>Reports are printed on A4 or A5 paper.</source>
            <translation>রিপোর্ট A4 বা A5 কাগজে প্রিন্ট হয়।</translation>
        </message>
    </context>
    <context>
        <name>COUNTER_REPORT</name>
        <message>
            <source>{product} (the customer left; the service kept {currency} {fee})</source>
            <translation>{product} (গ্রাহক চলে গেছেন; সার্ভিস {currency} {fee} রেখেছে)</translation>
        </message>
    </context>
    <context>
        <name>COUNTER_RUNTIME</name>
        <message>
            <source>Agency link</source>
            <translation>এজেন্সি লিংক</translation>
        </message>
        <message>
            <source>Retention eraser</source>
            <translation>মেয়াদ শেষে মোছা</translation>
        </message>
        <message>
            <source>Books</source>
            <translation>হিসাবের খাতা</translation>
        </message>
        <message>
            <source>Mail</source>
            <translation>ইমেল</translation>
        </message>
        <message>
            <source>Pending sales</source>
            <translation>অমীমাংসিত বিক্রি</translation>
        </message>
        <message>
            <source>Disruption watch</source>
            <translation>বাতিল/বদলানো যাত্রার নজরদারি</translation>
        </message>
    </context>
    <context>
        <name>DOMAIN_AADHAAR</name>
        <message>
            <source>An Aadhaar number has 12 digits: check it on the card.</source>
            <translation>আধার নম্বরে 12টি অঙ্ক থাকে: কার্ডে দেখে মিলিয়ে নিন।</translation>
        </message>
        <message>
            <source>No Aadhaar number starts with 0 or 1: check it on the card.</source>
            <translation>কোনো আধার নম্বর 0 বা 1 দিয়ে শুরু হয় না: কার্ডে দেখে মিলিয়ে নিন।</translation>
        </message>
        <message>
            <source>This is not an Aadhaar number (its last digit does not check): a digit is mistyped.</source>
            <translation>এটি আধার নম্বর নয় (এর শেষ অঙ্কটি যাচাইয়ে মেলে না): কোনো একটি অঙ্ক ভুল টাইপ হয়েছে।</translation>
        </message>
        <message>
            <source>The card's QR ends in {last_four}: this number is another card's, or mistyped.</source>
            <translation>কার্ডের QR শেষ হয় {last_four} দিয়ে: এই নম্বরটি অন্য কার্ডের, বা ভুল টাইপ হয়েছে।</translation>
        </message>
    </context>
    <context>
        <name>DOMAIN_AADHAAR_QR</name>
        <message>
            <source>Not read: longer than any QR code holds (a paste, not one scan). Nothing was filled in; scan the card's QR again.</source>
            <translation>পড়া যায়নি: কোনো QR কোড যতটা ধরে তার চেয়ে লম্বা (এটা পেস্ট, একটি স্ক্যান নয়)। কিছুই পূরণ হয়নি; কার্ডের QR আবার স্ক্যান করুন।</translation>
        </message>
        <message>
            <source>Not read: the scan was cut short. Nothing was filled in; hold the card still and scan its QR again.</source>
            <translation>পড়া যায়নি: স্ক্যানটি মাঝপথে কেটে গেছে। কিছুই পূরণ হয়নি; কার্ডটি স্থির রেখে তার QR আবার স্ক্যান করুন।</translation>
        </message>
        <message>
            <source>Not read: this code unpacks to far more than an Aadhaar QR holds and was refused. Nothing was filled in; type the passenger.</source>
            <translation>পড়া যায়নি: এই কোড খুললে আধার QR যতটা ধরে তার চেয়ে অনেক বেশি হয়, তাই বাতিল করা হয়েছে। কিছুই পূরণ হয়নি; যাত্রীর তথ্য টাইপ করুন।</translation>
        </message>
        <message>
            <source>Not read: UIDAI's signature does not match the card's data (the code was altered). Nothing was filled in; see the card and type the passenger.</source>
            <translation>পড়া যায়নি: UIDAI-এর স্বাক্ষর কার্ডের তথ্যের সঙ্গে মেলে না (কোডটি বদলানো হয়েছে)। কিছুই পূরণ হয়নি; কার্ড দেখে যাত্রীর তথ্য টাইপ করুন।</translation>
        </message>
        <message>
            <source>Not read: signed with a key UIDAI never published. Nothing was filled in; see the card and type the passenger.</source>
            <translation>পড়া যায়নি: এমন একটি কী দিয়ে স্বাক্ষর করা যা UIDAI কখনো প্রকাশ করেনি। কিছুই পূরণ হয়নি; কার্ড দেখে যাত্রীর তথ্য টাইপ করুন।</translation>
        </message>
        <message>
            <source>Not read: this is not an Aadhaar Secure QR code. Nothing was filled in; scan the big QR code on the card, or on the mAadhaar app's profile.</source>
            <translation>পড়া যায়নি: এটি আধারের সিকিউর QR কোড নয়। কিছুই পূরণ হয়নি; কার্ডে, বা mAadhaar অ্যাপের প্রোফাইলে, বড় QR কোডটি স্ক্যান করুন।</translation>
        </message>
        <message>
            <source>Not read: this app holds no UIDAI key of the time this QR was made, so it cannot tell it genuine. Nothing was filled in; type the passenger (an update of the app brings UIDAI's newer keys).</source>
            <translation>পড়া যায়নি: এই QR যে সময়ে তৈরি, সেই সময়ের কোনো UIDAI কী এই অ্যাপে নেই, তাই এটি আসল কি না বলা যায় না। কিছুই পূরণ হয়নি; যাত্রীর তথ্য টাইপ করুন (অ্যাপের আপডেট UIDAI-এর নতুন কী নিয়ে আসে)।</translation>
        </message>
    </context>
    <context>
        <name>ERROR_WORDS</name>
        <message>
            <source>another program is using the file</source>
            <translation>অন্য একটি প্রোগ্রাম ফাইলটি ব্যবহার করছে</translation>
        </message>
        <message>
            <source>something unexpected went wrong</source>
            <translation>অপ্রত্যাশিত কিছু একটা গোলমাল হয়েছে</translation>
        </message>
        <message>
            <source>the disk can only be read, not written</source>
            <translation>ডিস্কটি শুধু পড়া যায়, লেখা যায় না</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>ডিস্ক ভরে গেছে</translation>
        </message>
        <message>
            <source>the disk reports an error</source>
            <translation>ডিস্ক একটি ত্রুটি জানাচ্ছে</translation>
        </message>
        <message>
            <source>the file or folder is not there</source>
            <translation>ফাইল বা ফোল্ডারটি সেখানে নেই</translation>
        </message>
        <message>
            <source>this computer does not allow the file or folder to be used</source>
            <translation>এই কম্পিউটার ফাইল বা ফোল্ডারটি ব্যবহারের অনুমতি দেয় না</translation>
        </message>
    </context>
    <context>
        <name>EXCESS_REFUND_CONTROLLER</name>
        <message>
            <source>{amount} paid back by {mode}: nothing is owed now.</source>
            <translation>{amount} {mode}-এ ফেরত দেওয়া হয়েছে: এখন আর কিছু পাওনা নেই।</translation>
        </message>
    </context>
    <context>
        <name>JOB_HEALTH</name>
        <message numerus="yes">
            <source>stopped after %n restart(s)</source>
            <translation>
                <numerusform>%n বার আবার চালুর পরে থেমেছে</numerusform>
                <numerusform>%n বার আবার চালুর পরে থেমেছে</numerusform>
            </translation>
        </message>
        <message>
            <source>late</source>
            <translation>দেরিতে</translation>
        </message>
        <message numerus="yes">
            <source>restarted %n time(s)</source>
            <translation>
                <numerusform>%n বার আবার চালু হয়েছে</numerusform>
                <numerusform>%n বার আবার চালু হয়েছে</numerusform>
            </translation>
        </message>
        <message>
            <source>{job}: {trouble}</source>
            <translation>{job}: {trouble}</translation>
        </message>
        <message>
            <source>{line}. Last error: {why}</source>
            <translation>{line}। শেষ ত্রুটি: {why}</translation>
        </message>
        <message numerus="yes">
            <source>{job} stopped at {time} after %n restart(s): {why}. Start it again in Background jobs; if it stops again, call support.</source>
            <translation>
                <numerusform>{job} {time}-এ %n বার আবার চালুর পরে থেমে গেছে: {why}। পেছনের কাজ থেকে এটি আবার চালু করুন; আবার থামলে সাপোর্টে ফোন করুন।</numerusform>
                <numerusform>{job} {time}-এ %n বার আবার চালুর পরে থেমে গেছে: {why}। পেছনের কাজ থেকে এটি আবার চালু করুন; আবার থামলে সাপোর্টে ফোন করুন।</numerusform>
            </translation>
        </message>
        <message>
            <source>{job} has done nothing since {time}, longer than it may.</source>
            <translation>{job} {time} থেকে কিছু করেনি, যতক্ষণ চলে তার চেয়ে বেশি।</translation>
        </message>
        <message>
            <source>last round {time}</source>
            <translation>শেষ দফা {time}</translation>
        </message>
        <message>
            <source>next round when there is work</source>
            <translation>পরের দফা কাজ এলে</translation>
        </message>
        <message>
            <source>next round {time}</source>
            <translation>পরের দফা {time}</translation>
        </message>
    </context>
    <context>
        <name>JOB_BOOKS</name>
        <message>
            <source>Books: {done} of {total} posted</source>
            <translation>হিসাবের খাতা: {total}-এর মধ্যে {done} তোলা হয়েছে</translation>
        </message>
        <message>
            <source>Books: kept</source>
            <translation>হিসাবের খাতা: রাখা আছে</translation>
        </message>
        <message>
            <source>The journal&apos;s history could not be posted to the books ({kind}); tried again at the next start.</source>
            <translation>জার্নালের আগের হিসাব খাতায় তোলা গেল না ({kind}); পরের বার চালু হলে আবার চেষ্টা হবে।</translation>
        </message>
        <message numerus="yes">
            <source>Books: %n problem(s)</source>
            <translation>
                <numerusform>হিসাবের খাতা: 1টি সমস্যা</numerusform>
                <numerusform>হিসাবের খাতা: %nটি সমস্যা</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n problem(s) in the books</source>
            <translation>
                <numerusform>হিসাবের খাতায় 1টি সমস্যা</numerusform>
                <numerusform>হিসাবের খাতায় %nটি সমস্যা</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>JOB_ERASER</name>
        <message numerus="yes">
            <source>Retention: %n sale(s) erased</source>
            <translation>
                <numerusform>মেয়াদ: %nটি বিক্রির তথ্য মোছা হয়েছে</numerusform>
                <numerusform>মেয়াদ: %nটি বিক্রির তথ্য মোছা হয়েছে</numerusform>
            </translation>
        </message>
        <message>
            <source>ID numbers and scans due for erasure could not be erased ({kind}); tried again tomorrow.</source>
            <translation>মোছার সময় হওয়া ID নম্বর ও স্ক্যান মোছা যায়নি ({kind}); কাল আবার চেষ্টা হবে।</translation>
        </message>
    </context>
    <context>
        <name>JOB_REPLAY</name>
        <message numerus="yes">
            <source>Pending: %n unanswered</source>
            <translation>
                <numerusform>অমীমাংসিত: %nটির উত্তর আসেনি</numerusform>
                <numerusform>অমীমাংসিত: %nটির উত্তর আসেনি</numerusform>
            </translation>
        </message>
        <message>
            <source>Pending: none</source>
            <translation>অমীমাংসিত: নেই</translation>
        </message>
    </context>
    <context>
        <name>JOB_WATCH</name>
        <message numerus="yes">
            <source>Watch: %n open</source>
            <translation>
                <numerusform>নজরদারি: %nটি খোলা</numerusform>
                <numerusform>নজরদারি: %nটি খোলা</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>JOB_KEEPER</name>
        <message>
            <source>it was stopped from outside</source>
            <translation>একে বাইরে থেকে থামানো হয়েছে</translation>
        </message>
        <message>
            <source>it failed ({kind})</source>
            <translation>এটি ব্যর্থ হয়েছে ({kind})</translation>
        </message>
    </context>
    <context>
        <name>AGENCY_JOB</name>
        <message>
            <source>{link} · records sent unsealed: this computer has no keyring to keep their key</source>
            <translation>{link} · রেকর্ড সিল ছাড়া পাঠানো হচ্ছে: এই কম্পিউটারে সেগুলির কী রাখার কীরিং নেই</translation>
        </message>
        <message>
            <source>the agency link's thread ended</source>
            <translation>এজেন্সি লিংকের থ্রেড বন্ধ হয়ে গেছে</translation>
        </message>
        <message>
            <source>Agency: none</source>
            <translation>এজেন্সি: নেই</translation>
        </message>
    </context>
    <context>
        <name>COUNTER_SANDBOX_PROCESS</name>
        <message>
            <source>no answer within {seconds} s</source>
            <translation>{seconds} সেকেন্ডের মধ্যে উত্তর নেই</translation>
        </message>
        <message>
            <source>its process ended with exit code {code}</source>
            <translation>এর প্রসেস এক্সিট কোড {code} দিয়ে শেষ হয়েছে</translation>
        </message>
        <message>
            <source>its database file is damaged or is not a sandbox&apos;s</source>
            <translation>এর ডেটাবেস ফাইল নষ্ট, বা স্যান্ডবক্সের নয়</translation>
        </message>
        <message>
            <source>its database file cannot be opened or made</source>
            <translation>এর ডেটাবেস ফাইল খোলা বা তৈরি করা যাচ্ছে না</translation>
        </message>
    </context>
    <context>
        <name>COUNTER_START_CACHE</name>
        <message>
            <source>as of {time}</source>
            <translation>{time} অনুযায়ী</translation>
        </message>
    </context>
    <context>
        <name>COUNTER_WALLET</name>
        <message>
            <source>Agent {number}</source>
            <translation>এজেন্ট {number}</translation>
        </message>
        <message>
            <source>Connected. {agent}; wallet balance {balance}, credit available {credit}, as read at {moment}.</source>
            <translation>যুক্ত হয়েছে। {agent}; ওয়ালেট ব্যালান্স {balance}, ক্রেডিট বাকি {credit}, {moment}-এ পড়া।</translation>
        </message>
    </context>
    <context>
        <name>CRASH</name>
        <message>
            <source>Something went wrong inside Counterdesk. The app keeps running and what you typed is kept; if the same action fails again, restart the app and tell your support contact.</source>
            <translation>Counterdesk-এর ভেতরে কিছু গোলমাল হয়েছে। অ্যাপ চলছে আর আপনি যা লিখেছেন তা রাখা আছে; একই কাজ আবার ব্যর্থ হলে অ্যাপ আবার চালু করুন এবং আপনার সাপোর্টকে জানান।</translation>
        </message>
        <message>
            <source>Something went wrong inside Counterdesk. The app keeps running and what you typed is kept; if the same action fails again, restart the app and tell your support contact. The details are in the log file:
{log_file}</source>
            <translation>Counterdesk-এর ভেতরে কিছু গোলমাল হয়েছে। অ্যাপ চলছে আর আপনি যা লিখেছেন তা রাখা আছে; একই কাজ আবার ব্যর্থ হলে অ্যাপ আবার চালু করুন এবং আপনার সাপোর্টকে জানান। বিস্তারিত লগ ফাইলে আছে:
{log_file}</translation>
        </message>
        <message>
            <source>Counterdesk: unexpected error</source>
            <translation>Counterdesk: অপ্রত্যাশিত ত্রুটি</translation>
        </message>
    </context>
    <context>
        <name>CRASH_NOTICE</name>
        <message>
            <source>Counterdesk stopped unexpectedly on {time}.</source>
            <translation>Counterdesk {time}-এ হঠাৎ বন্ধ হয়ে গিয়েছিল।</translation>
        </message>
        <message>
            <source>No sale was lost: every sale made is kept in the journal.</source>
            <translation>কোনো বিক্রি হারায়নি: প্রতিটি বিক্রি জার্নালে রাখা আছে।</translation>
        </message>
        <message>
            <source>No sale was lost.</source>
            <translation>কোনো বিক্রি হারায়নি।</translation>
        </message>
        <message>
            <source>The sale being typed ({summary}) was kept and is offered back now.</source>
            <translation>যে বিক্রি লেখা হচ্ছিল ({summary}) তা রাখা হয়েছে এবং এখন আবার দেখানো হচ্ছে।</translation>
        </message>
        <message>
            <source>The sale that was on its way to the service ({products}) is checked with the service now; the answer shows at the top of the window.</source>
            <translation>যে বিক্রি সার্ভিসে যাচ্ছিল ({products}) তা এখন সার্ভিসের সঙ্গে মিলিয়ে দেখা হচ্ছে; উত্তর উইন্ডোর ওপরে দেখা যাবে।</translation>
        </message>
        <message>
            <source>A report of what happened was written. Copy it or save it for your support contact: keys, passwords and passport numbers are left out of it.</source>
            <translation>কী হয়েছিল তার একটি রিপোর্ট লেখা হয়েছে। আপনার সাপোর্টের জন্য কপি বা সেভ করুন: কী, পাসওয়ার্ড আর পাসপোর্ট নম্বর এতে রাখা হয়নি।</translation>
        </message>
        <message>
            <source>a fatal error</source>
            <translation>একটি গুরুতর ত্রুটি</translation>
        </message>
        <message>
            <source>closed from outside (killed, a power cut or a shut-down)</source>
            <translation>বাইরে থেকে বন্ধ করা হয়েছে (জোর করে বন্ধ, বিদ্যুৎ চলে যাওয়া বা শাট-ডাউন)</translation>
        </message>
        <message>
            <source>{time} · {how}</source>
            <translation>{time} · {how}</translation>
        </message>
        <message>
            <source>Counterdesk stopped unexpectedly</source>
            <translation>Counterdesk হঠাৎ বন্ধ হয়ে গিয়েছিল</translation>
        </message>
        <message>
            <source>Crash reports</source>
            <translation>ক্র্যাশ রিপোর্ট</translation>
        </message>
        <message>
            <source>The times Counterdesk stopped unexpectedly (the last {keep} are kept). Copy or save a report for your support contact.</source>
            <translation>যতবার Counterdesk হঠাৎ বন্ধ হয়েছে (শেষ {keep}টি রাখা হয়)। আপনার সাপোর্টের জন্য একটি রিপোর্ট কপি বা সেভ করুন।</translation>
        </message>
        <message>
            <source>Counterdesk has not stopped unexpectedly: there are no reports.</source>
            <translation>Counterdesk হঠাৎ বন্ধ হয়নি: কোনো রিপোর্ট নেই।</translation>
        </message>
        <message>
            <source>The report</source>
            <translation>রিপোর্ট</translation>
        </message>
        <message>
            <source>&amp;Copy report</source>
            <translation>রিপোর্ট কপি করুন (&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Save report…</source>
            <translation>রিপোর্ট সেভ করুন (&amp;S)…</translation>
        </message>
        <message>
            <source>C&amp;lose</source>
            <translation>বন্ধ করুন (&amp;L)</translation>
        </message>
        <message>
            <source>The report was copied: paste it into a message.</source>
            <translation>রিপোর্ট কপি হয়েছে: একটি মেসেজে পেস্ট করুন।</translation>
        </message>
        <message>
            <source>Save the crash report</source>
            <translation>ক্র্যাশ রিপোর্ট সেভ করুন</translation>
        </message>
        <message>
            <source>The report was not saved: {error}</source>
            <translation>রিপোর্ট সেভ হয়নি: {error}</translation>
        </message>
        <message>
            <source>The report was saved as {path}.</source>
            <translation>রিপোর্ট {path} নামে সেভ হয়েছে।</translation>
        </message>
    </context>
    <context>
        <name>CREDIT_GAUGE</name>
        <message>
            <source>Credit facility</source>
            <translation>ক্রেডিট সুবিধা</translation>
        </message>
        <message>
            <source>Credit used {used} of the {limit} credit limit ({percent}); credit left {left} (cash not included)</source>
            <translation>{limit} ক্রেডিট সীমার মধ্যে {used} ক্রেডিট ব্যবহার হয়েছে ({percent}); ক্রেডিট বাকি {left} (নগদ ধরা হয়নি)</translation>
        </message>
        <message>
            <source>credit left · {percent} of the credit limit used</source>
            <translation>ক্রেডিট বাকি · ক্রেডিট সীমার {percent} ব্যবহার হয়েছে</translation>
        </message>
    </context>
    <context>
        <name>CUSTOMER_DATA</name>
        <message>
            <source>&amp;Name</source>
            <translation>নাম (&amp;N)</translation>
        </message>
        <message>
            <source>&amp;Phone</source>
            <translation>ফোন (&amp;P)</translation>
        </message>
        <message>
            <source>&amp;E-mail</source>
            <translation>ই-মেল (&amp;E)</translation>
        </message>
        <message>
            <source>printed the ID numbers</source>
            <translation>আইডি নম্বর প্রিন্ট করেছেন</translation>
        </message>
        <message>
            <source>saw the ID numbers</source>
            <translation>আইডি নম্বর দেখেছেন</translation>
        </message>
        <message>
            <source>saw an ID scan</source>
            <translation>একটি আইডি স্ক্যান দেখেছেন</translation>
        </message>
        <message>
            <source>exported the data</source>
            <translation>তথ্য এক্সপোর্ট করেছেন</translation>
        </message>
        <message>
            <source>printed the summary</source>
            <translation>সারাংশ প্রিন্ট করেছেন</translation>
        </message>
        <message>
            <source>corrected the details</source>
            <translation>তথ্য সংশোধন করেছেন</translation>
        </message>
        <message>
            <source>erased the data</source>
            <translation>তথ্য মুছেছেন</translation>
        </message>
        <message>
            <source>The customer's data: {ref}</source>
            <translation>গ্রাহকের তথ্য: {ref}</translation>
        </message>
        <message>
            <source>&amp;Save the summary as PDF for them</source>
            <translation>তাঁর জন্য সারাংশ PDF হিসেবে সেভ করুন (&amp;S)</translation>
        </message>
        <message>
            <source>Save the &amp;correction</source>
            <translation>সংশোধন সেভ করুন (&amp;C)</translation>
        </message>
        <message>
            <source>Correct the customer's details</source>
            <translation>গ্রাহকের তথ্য সংশোধন করুন</translation>
        </message>
        <message>
            <source>Passengers' &amp;ID numbers…</source>
            <translation>যাত্রীদের আইডি নম্বর (&amp;I)…</translation>
        </message>
        <message>
            <source>&amp;Who looked at this data…</source>
            <translation>কে এই তথ্য দেখেছেন (&amp;W)…</translation>
        </message>
        <message>
            <source>Save the ID &amp;list as PDF</source>
            <translation>আইডির তালিকা PDF হিসেবে সেভ করুন (&amp;L)</translation>
        </message>
        <message>
            <source>Nothing was changed.</source>
            <translation>কিছুই বদলানো হয়নি।</translation>
        </message>
        <message>
            <source>The correction is saved.</source>
            <translation>সংশোধন সেভ হয়েছে।</translation>
        </message>
        <message>
            <source>No ID numbers are held.</source>
            <translation>কোনো আইডি নম্বর রাখা নেই।</translation>
        </message>
        <message>
            <source>No one has read this customer's ID data.</source>
            <translation>এই গ্রাহকের আইডির তথ্য কেউ পড়েননি।</translation>
        </message>
        <message>
            <source>The log is whole.</source>
            <translation>লগ অক্ষত আছে।</translation>
        </message>
        <message>
            <source>The log was changed: {problems}</source>
            <translation>লগ বদলানো হয়েছে: {problems}</translation>
        </message>
        <message>
            <source>The log cannot be proved whole: {problems}</source>
            <translation>লগটি সম্পূর্ণ বলে প্রমাণ করা যায় না: {problems}</translation>
        </message>
    </context>
    <context>
        <name>CUSTOMER_DATA_CONTROLLER</name>
        <message>
            <source>The file could not be written ({reason}).</source>
            <translation>ফাইলটি লেখা যায়নি ({reason})।</translation>
        </message>
        <message>
            <source>the customer asked for a summary</source>
            <translation>গ্রাহক একটি সারাংশ চেয়েছেন</translation>
        </message>
        <message>
            <source>The summary is in {path}: print it or give it to the customer, then delete it.</source>
            <translation>সারাংশ {path}-এ আছে: প্রিন্ট করুন বা গ্রাহককে দিন, তারপর মুছে ফেলুন।</translation>
        </message>
        <message>
            <source>the customer asked for a correction</source>
            <translation>গ্রাহক একটি সংশোধন চেয়েছেন</translation>
        </message>
        <message>
            <source>Nothing was corrected: {reason}</source>
            <translation>কিছুই সংশোধন হয়নি: {reason}</translation>
        </message>
        <message>
            <source>Passengers' ID documents: {ref}</source>
            <translation>যাত্রীদের পরিচয়পত্র: {ref}</translation>
        </message>
        <message>
            <source>The list is in {path}: give it to the operator, then delete it.</source>
            <translation>তালিকা {path}-এ আছে: অপারেটরকে দিন, তারপর মুছে ফেলুন।</translation>
        </message>
    </context>
    <context>
        <name>CUSTOMER_DISPLAY</name>
        <message>
            <source>Customer display</source>
            <translation>গ্রাহকের ডিসপ্লে</translation>
        </message>
        <message>
            <source>Scan with any UPI app to pay {amount} by UPI</source>
            <translation>{amount} UPI-তে দিতে যেকোনো UPI অ্যাপ দিয়ে স্ক্যান করুন</translation>
        </message>
        <message>
            <source>Welcome</source>
            <translation>স্বাগতম</translation>
        </message>
        <message>
            <source>{when}
Please check the names: {names}</source>
            <translation>{when}
নামগুলো মিলিয়ে নিন: {names}</translation>
        </message>
        <message>
            <source>Thank you!</source>
            <translation>ধন্যবাদ!</translation>
        </message>
        <message>
            <source>Have a good trip.</source>
            <translation>যাত্রা শুভ হোক।</translation>
        </message>
        <message>
            <source>Your change: {amount}</source>
            <translation>আপনার ফেরত: {amount}</translation>
        </message>
        <message>
            <source>UPI part: {part} of {total}</source>
            <translation>UPI অংশ: {total}-এর মধ্যে {part}</translation>
        </message>
        <message>
            <source>{total}: {amount}</source>
            <translation>{total}: {amount}</translation>
        </message>
    </context>
    <context>
        <name>CUSTOMER_FACING</name>
        <message>
            <source>What the customer sees: UPI and display</source>
            <translation>গ্রাহক যা দেখেন: UPI ও ডিসপ্লে</translation>
        </message>
        <message>
            <source>e.g. agency@okaxis (empty: no UPI QR)</source>
            <translation>যেমন agency@okaxis (খালি: UPI QR নেই)</translation>
        </message>
        <message>
            <source>Empty: the agency's name</source>
            <translation>খালি: এজেন্সির নাম</translation>
        </message>
        <message>
            <source>Show the sale to the customer on a second screen</source>
            <translation>দ্বিতীয় স্ক্রিনে গ্রাহককে বিক্রি দেখান</translation>
        </message>
        <message>
            <source>Agency's UPI ID</source>
            <translation>এজেন্সির UPI আইডি</translation>
        </message>
        <message>
            <source>UPI payee name</source>
            <translation>UPI প্রাপকের নাম</translation>
        </message>
        <message>
            <source>Name, phone and e-mail (empty: the agency)</source>
            <translation>নাম, ফোন ও ই-মেল (খালি: এজেন্সি)</translation>
        </message>
        <message>
            <source>Optional, e.g. CCTV at the counter</source>
            <translation>ইচ্ছামতো, যেমন কাউন্টারে CCTV</translation>
        </message>
        <message>
            <source>Contact for personal data</source>
            <translation>ব্যক্তিগত তথ্যের জন্য যোগাযোগ</translation>
        </message>
        <message>
            <source>Added to the privacy notice</source>
            <translation>গোপনীয়তা নোটিশে যোগ হয়</translation>
        </message>
        <message>
            <source>The UPI payee name is empty, and so is the agency&apos;s name it stands for: type one of them.</source>
            <translation>UPI প্রাপকের নাম খালি, আর যার জায়গায় এটি বসে সেই এজেন্সির নামও খালি: এদের একটি লিখুন।</translation>
        </message>
        <message>
            <source>The UPI payee name is empty, and the agency&apos;s name it stands for is longer than {most} letters: type a shorter payee name.</source>
            <translation>UPI প্রাপকের নাম খালি, আর যার জায়গায় এটি বসে সেই এজেন্সির নাম {most} অক্ষরের চেয়ে লম্বা: প্রাপকের একটি ছোট নাম লিখুন।</translation>
        </message>
    </context>
    <context>
        <name>CUSTOMER_FIELDS</name>
        <message>
            <source>Customer before: {name}, {email}{business}. Enter fills them in.</source>
            <translation>আগের গ্রাহক: {name}, {email}{business}। Enter চাপলে পূরণ হবে।</translation>
        </message>
        <message>
            <source>, GSTIN {gstin}</source>
            <translation>, GSTIN {gstin}</translation>
        </message>
        <message>
            <source>Customer &amp;name</source>
            <translation>গ্রাহকের নাম (&amp;N)</translation>
        </message>
        <message>
            <source>As on the customer's ID</source>
            <translation>গ্রাহকের আইডিতে যেমন আছে</translation>
        </message>
        <message>
            <source>&amp;E-mail</source>
            <translation>ই-মেল (&amp;E)</translation>
        </message>
        <message>
            <source>P&amp;hone</source>
            <translation>ফোন (&amp;H)</translation>
        </message>
        <message>
            <source>15 characters, e.g. 29AAGCB7383J1Z4</source>
            <translation>15টি অক্ষর, যেমন 29AAGCB7383J1Z4</translation>
        </message>
        <message>
            <source>As registered for GST</source>
            <translation>GST-তে যেমন নথিভুক্ত</translation>
        </message>
        <message>
            <source>State code</source>
            <translation>রাজ্য কোড</translation>
        </message>
        <message>
            <source>2 digits; blank: the GSTIN's state</source>
            <translation>2টি অঙ্ক; খালি: GSTIN-এর রাজ্য</translation>
        </message>
        <message>
            <source>Name, e-mail, phone[, seats]  (e.g. Asha Rao, asha@example.in, 9876543210, 2)</source>
            <translation>নাম, ই-মেল, ফোন[, সিট]  (যেমন Asha Rao, asha@example.in, 9876543210, 2)</translation>
        </message>
        <message>
            <source>The customer in one line, separated by commas. Enter fills the three fields below.</source>
            <translation>এক লাইনে গ্রাহক, কমা দিয়ে আলাদা। Enter চাপলে নিচের তিনটি ঘর পূরণ হবে।</translation>
        </message>
        <message>
            <source>Quick cus&amp;tomer</source>
            <translation>দ্রুত গ্রাহক (&amp;T)</translation>
        </message>
        <message>
            <source>Customer's phone</source>
            <translation>গ্রাহকের ফোন</translation>
        </message>
        <message>
            <source>The number as it will be sent</source>
            <translation>নম্বরটি যেমন পাঠানো হবে</translation>
        </message>
        <message>
            <source>&amp;Business customer (GST invoice)</source>
            <translation>ব্যবসায়ী গ্রাহক (GST ইনভয়েস) (&amp;B)</translation>
        </message>
        <message>
            <source>The customer display, the voucher, the receipt and the refund slip are in this language; your screens stay in yours.</source>
            <translation>গ্রাহকের ডিসপ্লে, ভাউচার, রসিদ আর রিফান্ড স্লিপ এই ভাষায় হবে; আপনার স্ক্রিন আপনার ভাষাতেই থাকবে।</translation>
        </message>
        <message>
            <source>Customer&apos;s language</source>
            <translation>গ্রাহকের ভাষা</translation>
        </message>
        <message>
            <source>Customer&apos;s GSTIN</source>
            <translation>গ্রাহকের GSTIN</translation>
        </message>
        <message>
            <source>E-mail the &amp;files</source>
            <translation>ফাইল ই-মেল করুন (&amp;F)</translation>
        </message>
        <message>
            <source>Address</source>
            <translation>ঠিকানা</translation>
        </message>
    </context>
    <context>
        <name>CUSTOMER_REFUND</name>
        <message>
            <source>Customer&apos;s excess</source>
            <translation>গ্রাহকের বাড়তি টাকা</translation>
        </message>
        <message>
            <source>reference; empty for cash</source>
            <translation>রেফারেন্স; নগদের জন্য খালি</translation>
        </message>
        <message>
            <source>Pay back the e&amp;xcess</source>
            <translation>বাড়তি টাকা ফেরত দিন (&amp;X)</translation>
        </message>
        <message>
            <source>Paid back by</source>
            <translation>কীভাবে ফেরত</translation>
        </message>
        <message>
            <source>Customer refund</source>
            <translation>গ্রাহকের রিফান্ড</translation>
        </message>
        <message>
            <source>&amp;Record the refund given</source>
            <translation>দেওয়া রিফান্ড লিখে রাখুন (&amp;R)</translation>
        </message>
        <message>
            <source>By the rule</source>
            <translation>নিয়ম অনুযায়ী</translation>
        </message>
        <message>
            <source>The service gave the agency</source>
            <translation>সার্ভিস এজেন্সিকে দিয়েছে</translation>
        </message>
        <message>
            <source>Paid &amp;back by</source>
            <translation>যেভাবে ফেরত দেওয়া হয়েছে (&amp;B)</translation>
        </message>
        <message>
            <source>Reference</source>
            <translation>রেফারেন্স</translation>
        </message>
        <message>
            <source>Customer's addr&amp;ess</source>
            <translation>গ্রাহকের ঠিকানা (&amp;E)</translation>
        </message>
        <message>
            <source>In rupees and paise; more than the rule needs a supervisor.</source>
            <translation>টাকা ও পয়সায়; নিয়মের বেশি হলে সুপারভাইজার লাগবে।</translation>
        </message>
        <message>
            <source>Lower it for an agency fee if you must; more than the rule needs a supervisor.</source>
            <translation>দরকার হলে এজেন্সি ফি-র জন্য কমান; নিয়মের বেশি হলে সুপারভাইজার লাগবে।</translation>
        </message>
        <message>
            <source>Recorded: give back {amount} by {mode}.</source>
            <translation>লেখা হয়েছে: {mode}-এ {amount} ফেরত দিন।</translation>
        </message>
        <message>
            <source>reference</source>
            <translation>রেফারেন্স</translation>
        </message>
        <message>
            <source>The reference of the refund paid (a transfer's or the card reversal slip's); empty for cash.</source>
            <translation>দেওয়া রিফান্ডের রেফারেন্স (ট্রান্সফারের বা কার্ড রিভার্সাল স্লিপের); নগদের জন্য খালি।</translation>
        </message>
        <message>
            <source>&amp;Nothing more is owed after this</source>
            <translation>এর পরে আর কিছু বাকি নেই (&amp;N)</translation>
        </message>
        <message>
            <source>Ticked, what is not given now is kept (an agency fee); unticked, it stays owed by its tender and is paid later.</source>
            <translation>টিক দিলে এখন না দেওয়া অংশ রাখা হয় (এজেন্সি ফি); টিক না দিলে তা নিজের পেমেন্টের মাধ্যমে বাকি থাকে এবং পরে দেওয়া হয়।</translation>
        </message>
        <message>
            <source>Owed by</source>
            <translation>বাকি, মাধ্যম অনুযায়ী</translation>
        </message>
        <message>
            <source>&amp;Give back now</source>
            <translation>এখন ফেরত দিন (&amp;G)</translation>
        </message>
        <message>
            <source>{given} Still owed: {owed}.</source>
            <translation>{given} এখনও বাকি: {owed}।</translation>
        </message>
        <message>
            <source>nothing</source>
            <translation>কিছু না</translation>
        </message>
    </context>
    <context>
        <name>CUSTOMER_REFUND_CONTROLLER</name>
        <message>
            <source>Refund slip {number} was not printed: {reason}</source>
            <translation>রিফান্ড স্লিপ {number} প্রিন্ট হয়নি: {reason}</translation>
        </message>
        <message>
            <source>Refund slip {number} printed.</source>
            <translation>রিফান্ড স্লিপ {number} প্রিন্ট হয়েছে।</translation>
        </message>
        <message>
            <source>Type the refund in rupees and paise, zero or more.</source>
            <translation>রিফান্ড টাকা ও পয়সায় লিখুন, শূন্য বা তার বেশি।</translation>
        </message>
        <message>
            <source>No shift is open: open one on the Shift report screen (Ctrl+7), then record.</source>
            <translation>কোনো শিফট খোলা নেই: শিফট রিপোর্ট স্ক্রিনে (Ctrl+7) একটি খুলুন, তারপর লিখুন।</translation>
        </message>
        <message>
            <source>No receipt printer is set: write the refund slip by hand.</source>
            <translation>কোনো রসিদ প্রিন্টার সেট করা নেই: রিফান্ড স্লিপ হাতে লিখুন।</translation>
        </message>
        <message>
            <source>The refund slip is printed.</source>
            <translation>রিফান্ড স্লিপ প্রিন্ট হয়েছে।</translation>
        </message>
        <message>
            <source>The refund slip was not printed: {reason}</source>
            <translation>রিফান্ড স্লিপ প্রিন্ট হয়নি: {reason}</translation>
        </message>
        <message>
            <source>Credit note {number} was not printed: {reason}</source>
            <translation>ক্রেডিট নোট {number} প্রিন্ট হয়নি: {reason}</translation>
        </message>
        <message>
            <source>Credit note {number} printed.</source>
            <translation>ক্রেডিট নোট {number} প্রিন্ট হয়েছে।</translation>
        </message>
        <message>
            <source>Nothing to record: type what goes back now, or tick that nothing more is owed.</source>
            <translation>লেখার মতো কিছু নেই: এখন যা ফেরত যাচ্ছে তা লিখুন, অথবা টিক দিন যে আর কিছু বাকি নেই।</translation>
        </message>
    </context>
    <context>
        <name>DATA_SUMMARY</name>
        <message>
            <source>this agency</source>
            <translation>এই এজেন্সি</translation>
        </message>
        <message>
            <source>Name: {name}</source>
            <translation>নাম: {name}</translation>
        </message>
        <message>
            <source>Phone: {phone}</source>
            <translation>ফোন: {phone}</translation>
        </message>
        <message>
            <source>E-mail: {email}</source>
            <translation>ই-মেল: {email}</translation>
        </message>
        <message>
            <source>Bookings: {refs}</source>
            <translation>বুকিং: {refs}</translation>
        </message>
        <message>
            <source>Passengers: {names}</source>
            <translation>যাত্রী: {names}</translation>
        </message>
        <message numerus="yes">
            <source>ID numbers in use: %n</source>
            <translation>
                <numerusform>ব্যবহারে থাকা আইডি নম্বর: %n</numerusform>
                <numerusform>ব্যবহারে থাকা আইডি নম্বর: %n</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Digests of ID scans: %n</source>
            <translation>
                <numerusform>আইডি স্ক্যানের যাচাই-কোড: %n</numerusform>
                <numerusform>আইডি স্ক্যানের যাচাই-কোড: %n</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>ID numbers kept out of use, sealed: %n</source>
            <translation>
                <numerusform>ব্যবহারের বাইরে, সিল করা আইডি নম্বর: %n</numerusform>
                <numerusform>ব্যবহারের বাইরে, সিল করা আইডি নম্বর: %n</numerusform>
            </translation>
        </message>
        <message>
            <source>The booking service we sell through and the boat or tour operator of each trip.</source>
            <translation>যে বুকিং সার্ভিসের মাধ্যমে আমরা বিক্রি করি আর প্রতিটি ট্রিপের বোট বা ট্যুর অপারেটর।</translation>
        </message>
        <message>
            <source>{agency}'s shared records of its counters.</source>
            <translation>{agency}-এর কাউন্টারগুলোর ভাগ করা রেকর্ড।</translation>
        </message>
        <message>
            <source>What {agency} holds about you</source>
            <translation>{agency} আপনার সম্পর্কে যা রাখে</translation>
        </message>
        <message>
            <source>What we hold</source>
            <translation>আমরা যা রাখি</translation>
        </message>
        <message>
            <source>Why</source>
            <translation>কেন</translation>
        </message>
        <message>
            <source>To book your trips; for the operator's identity checks; for your receipts or GST invoices and our tax records.</source>
            <translation>আপনার ট্রিপ বুক করতে; অপারেটরের পরিচয় যাচাইয়ের জন্য; আপনার রসিদ বা GST ইনভয়েস আর আমাদের করের রেকর্ডের জন্য।</translation>
        </message>
        <message>
            <source>Who else received it</source>
            <translation>আর কে পেয়েছে</translation>
        </message>
        <message>
            <source>How long</source>
            <translation>কতদিন</translation>
        </message>
        <message>
            <source>ID numbers: out of use {days} days after each trip, destroyed one year after the booking. Names, contacts and amounts: with the tax records, as long as tax law requires.</source>
            <translation>আইডি নম্বর: প্রতিটি ট্রিপের {days} দিন পরে ব্যবহারের বাইরে, বুকিংয়ের এক বছর পরে নষ্ট করা হয়। নাম, যোগাযোগ ও পরিমাণ: করের রেকর্ডের সঙ্গে, কর আইন যতদিন চায়।</translation>
        </message>
        <message>
            <source>What you may ask</source>
            <translation>আপনি যা চাইতে পারেন</translation>
        </message>
        <message>
            <source>A correction, an erasure, or a copy of this data; to complain, contact {contact}, then the Data Protection Board of India.</source>
            <translation>এই তথ্যের সংশোধন, মুছে ফেলা বা একটি কপি; অভিযোগ করতে {contact}-এর সঙ্গে যোগাযোগ করুন, তারপর ভারতের ডেটা প্রোটেকশন বোর্ডে।</translation>
        </message>
    </context>
    <context>
        <name>DAY_CHART</name>
        <message>
            <source>Total</source>
            <translation>মোট</translation>
        </message>
        <message>
            <source>Balance ({currency})</source>
            <translation>ব্যালান্স ({currency})</translation>
        </message>
        <message>
            <source>Balance after</source>
            <translation>পরে ব্যালান্স</translation>
        </message>
        <message>
            <source>Change</source>
            <translation>পরিবর্তন</translation>
        </message>
        <message>
            <source>Booking ref</source>
            <translation>বুকিং রেফ.</translation>
        </message>
        <message>
            <source>What</source>
            <translation>কী</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>সময়</translation>
        </message>
        <message>
            <source>{title}: table</source>
            <translation>{title}: টেবিল</translation>
        </message>
        <message>
            <source>The same figures are in the table beside the chart.</source>
            <translation>একই হিসাব চার্টের পাশের টেবিলে আছে।</translation>
        </message>
    </context>
    <context>
        <name>DAY_CHARTS</name>
        <message>
            <source>No sales yet on this day.</source>
            <translation>এই দিনে এখনও কোনো বিক্রি নেই।</translation>
        </message>
        <message>
            <source>Takings by tender (net of refunds paid)</source>
            <translation>পেমেন্টের ধরন অনুযায়ী আদায় (দেওয়া রিফান্ড বাদে)</translation>
        </message>
        <message>
            <source>No takings yet: the drawer's figures come with the shift.</source>
            <translation>এখনও আদায় নেই: ড্রয়ারের হিসাব শিফটের সঙ্গে আসে।</translation>
        </message>
        <message>
            <source>Hour</source>
            <translation>ঘণ্টা</translation>
        </message>
        <message>
            <source>Counter</source>
            <translation>কাউন্টার</translation>
        </message>
        <message>
            <source>What the wallet paid</source>
            <translation>ওয়ালেট যা দিয়েছে</translation>
        </message>
        <message>
            <source>What customers paid</source>
            <translation>গ্রাহকেরা যা দিয়েছেন</translation>
        </message>
        <message>
            <source>Sales by hour: what the wallet paid</source>
            <translation>ঘণ্টা অনুযায়ী বিক্রি: ওয়ালেট যা দিয়েছে</translation>
        </message>
        <message>
            <source>Sales by hour: what customers paid</source>
            <translation>ঘণ্টা অনুযায়ী বিক্রি: গ্রাহকেরা যা দিয়েছেন</translation>
        </message>
        <message>
            <source>What sales by hour add up</source>
            <translation>ঘণ্টা অনুযায়ী বিক্রিতে কী যোগ হবে</translation>
        </message>
        <message>
            <source>Wallet ({currency})</source>
            <translation>ওয়ালেট ({currency})</translation>
        </message>
        <message>
            <source>Customers ({currency})</source>
            <translation>গ্রাহক ({currency})</translation>
        </message>
    </context>
    <context>
        <name>DESK</name>
        <message>
            <source>Some ID numbers or scans of the kept sale cannot be read: they were kept encrypted with a key this computer's password store no longer has. Type or scan them again.</source>
            <translation>রাখা বিক্রির কিছু আইডি নম্বর বা স্ক্যান পড়া যাচ্ছে না: সেগুলো এমন কী দিয়ে এনক্রিপ্ট করা ছিল যা এই কম্পিউটারের পাসওয়ার্ড স্টোরে আর নেই। আবার লিখুন বা স্ক্যান করুন।</translation>
        </message>
        <message>
            <source>A sale was in progress when Counterdesk last closed: {summary} (saved {saved}).</source>
            <translation>Counterdesk শেষবার বন্ধ হওয়ার সময় একটি বিক্রি চলছিল: {summary} (সেভ {saved})।</translation>
        </message>
        <message>
            <source>Restore it to go on where it was left, or discard it.</source>
            <translation>যেখানে ছিল সেখান থেকে চালাতে ফিরিয়ে আনুন, বা বাদ দিন।</translation>
        </message>
        <message>
            <source>&amp;Restore it</source>
            <translation>ফিরিয়ে আনুন (&amp;R)</translation>
        </message>
    </context>
    <context>
        <name>DETAIL_HTML</name>
        <message>
            <source>Rates before GST</source>
            <translation>GST-র আগে দর</translation>
        </message>
        <message>
            <source>Fare before GST</source>
            <translation>GST-র আগে ভাড়া</translation>
        </message>
        <message>
            <source>Net partner price, before GST: {low} – {high}</source>
            <translation>পার্টনারের নেট দাম, GST-র আগে: {low} – {high}</translation>
        </message>
        <message>
            <source>Net fare, before fare GST and service charge: {price}</source>
            <translation>নেট ভাড়া, ভাড়ার GST আর সার্ভিস চার্জের আগে: {price}</translation>
        </message>
        <message>
            <source>What the customer pays: fare GST and service charge included</source>
            <translation>গ্রাহক যা দেন: ভাড়ার GST আর সার্ভিস চার্জ সহ</translation>
        </message>
        <message>
            <source>These prices summarise the coming dates. The exact fare of a date and slot comes from the availability search (press Enter).</source>
            <translation>এই দামগুলো সামনের তারিখগুলোর সারসংক্ষেপ। কোনো তারিখ ও স্লটের সঠিক ভাড়া খালি জায়গা খোঁজা থেকে আসে (Enter চাপুন)।</translation>
        </message>
        <message>
            <source>Price per person</source>
            <translation>জনপ্রতি দাম</translation>
        </message>
        <message>
            <source>Included</source>
            <translation>ধরা আছে</translation>
        </message>
        <message>
            <source>Not included</source>
            <translation>ধরা নেই</translation>
        </message>
        <message>
            <source>Cancellation</source>
            <translation>বাতিল</translation>
        </message>
        <message>
            <source>Not available: {reason}</source>
            <translation>পাওয়া যাচ্ছে না: {reason}</translation>
        </message>
        <message>
            <source>Available dates</source>
            <translation>যে তারিখগুলো পাওয়া যায়</translation>
        </message>
        <message>
            <source>Booking cut-off</source>
            <translation>বুকিং বন্ধের সময়</translation>
        </message>
        <message>
            <source>{minutes} minutes before the slot starts (a slot may set its own cut-off, which then applies).</source>
            <translation>স্লট শুরুর {minutes} মিনিট আগে (কোনো স্লট নিজের সময় ঠিক করতে পারে, তখন সেটাই চলে)।</translation>
        </message>
        <message>
            <source>&lt;b&gt;required&lt;/b&gt;</source>
            <translation>&lt;b&gt;লাগবে&lt;/b&gt;</translation>
        </message>
        <message>
            <source>not required</source>
            <translation>লাগবে না</translation>
        </message>
        <message numerus="yes">
            <source>&lt;i&gt;{boat}&lt;/i&gt; · departs {departs}, trip ends {ends} · %n seat(s) left</source>
            <translation>
                <numerusform>&lt;i&gt;{boat}&lt;/i&gt; · ছাড়বে {departs}, ট্রিপ শেষ {ends} · %nটি সিট বাকি</numerusform>
                <numerusform>&lt;i&gt;{boat}&lt;/i&gt; · ছাড়বে {departs}, ট্রিপ শেষ {ends} · %nটি সিট বাকি</numerusform>
            </translation>
        </message>
        <message>
            <source>Foreign passengers always need a passport, its number and a scan of it.</source>
            <translation>বিদেশি যাত্রীদের সবসময় পাসপোর্ট, তার নম্বর আর তার একটি স্ক্যান লাগে।</translation>
        </message>
        <message>
            <source>{percent} % on the boat fare (permits are government fees)</source>
            <translation>বোট ভাড়ার ওপর {percent} % (পারমিট সরকারি ফি)</translation>
        </message>
        <message>
            <source>Identity documents</source>
            <translation>পরিচয়পত্র</translation>
        </message>
        <message>
            <source>ID document for every passenger: {id_type}&lt;br&gt;Document number: {number}&lt;br&gt;Scan of the document: {scan}&lt;br&gt;&lt;i&gt;{foreign}&lt;/i&gt;</source>
            <translation>প্রত্যেক যাত্রীর আইডি: {id_type}&lt;br&gt;ডকুমেন্ট নম্বর: {number}&lt;br&gt;ডকুমেন্টের স্ক্যান: {scan}&lt;br&gt;&lt;i&gt;{foreign}&lt;/i&gt;</translation>
        </message>
        <message>
            <source>Ticket</source>
            <translation>টিকিট</translation>
        </message>
        <message>
            <source>Age</source>
            <translation>বয়স</translation>
        </message>
        <message>
            <source>Nationality</source>
            <translation>জাতীয়তা</translation>
        </message>
        <message>
            <source>Net</source>
            <translation>নেট</translation>
        </message>
        <message>
            <source>Rates</source>
            <translation>রেট</translation>
        </message>
        <message>
            <source>No fare: {tickets} (not in this range).</source>
            <translation>ভাড়া নেই: {tickets} (এই সীমায় ধরা হয়নি)।</translation>
        </message>
    </context>
    <context>
        <name>DISRUPTIONS_CONTROLLER</name>
        <message>
            <source>Rebooked.</source>
            <translation>আবার বুক করা হয়েছে।</translation>
        </message>
        <message>
            <source>The message for {customer} is copied: paste it into SMS or WhatsApp.</source>
            <translation>{customer}-এর জন্য বার্তা কপি হয়েছে: SMS বা WhatsApp-এ পেস্ট করুন।</translation>
        </message>
    </context>
    <context>
        <name>DISRUPTIONS_SCREEN</name>
        <message>
            <source>Counter</source>
            <translation>কাউন্টার</translation>
        </message>
        <message>
            <source>Departure</source>
            <translation>যাত্রা</translation>
        </message>
        <message>
            <source>Disrupted bookings of every counter</source>
            <translation>প্রতিটি কাউন্টারের বিঘ্নিত বুকিং</translation>
        </message>
        <message>
            <source>Cancelled by the operator</source>
            <translation>অপারেটর বাতিল করেছে</translation>
        </message>
        <message>
            <source>Changed by the operator</source>
            <translation>অপারেটর বদলেছে</translation>
        </message>
        <message numerus="yes">
            <source>%n seat(s)</source>
            <translation>
                <numerusform>%n সিট</numerusform>
                <numerusform>%n সিট</numerusform>
            </translation>
        </message>
        <message>
            <source>Booking</source>
            <translation>বুকিং</translation>
        </message>
        <message>
            <source>Customer</source>
            <translation>গ্রাহক</translation>
        </message>
        <message>
            <source>Phone</source>
            <translation>ফোন</translation>
        </message>
        <message>
            <source>E-mail</source>
            <translation>ই-মেল</translation>
        </message>
        <message>
            <source>Party</source>
            <translation>যাত্রীদল</translation>
        </message>
        <message>
            <source>Wallet got back</source>
            <translation>ওয়ালেটে ফেরত</translation>
        </message>
        <message>
            <source>Owed to the customer</source>
            <translation>গ্রাহকের পাওনা</translation>
        </message>
        <message>
            <source>Found</source>
            <translation>জানা গেছে</translation>
        </message>
        <message>
            <source>Disruptions</source>
            <translation>বিঘ্ন</translation>
        </message>
        <message>
            <source>Disrupted bookings</source>
            <translation>বিঘ্নিত বুকিং</translation>
        </message>
        <message>
            <source>No booking of this counter is disrupted.</source>
            <translation>এই কাউন্টারের কোনো বুকিং বিঘ্নিত নয়।</translation>
        </message>
        <message>
            <source>Message for the customer</source>
            <translation>গ্রাহকের জন্য বার্তা</translation>
        </message>
        <message>
            <source>&amp;Copy message</source>
            <translation>বার্তা কপি করুন (&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Refund</source>
            <translation>রিফান্ড (&amp;R)</translation>
        </message>
        <message>
            <source>Re&amp;book…</source>
            <translation>আবার বুক করুন… (&amp;B)</translation>
        </message>
        <message>
            <source>Customer &amp;told</source>
            <translation>গ্রাহককে জানানো হয়েছে (&amp;T)</translation>
        </message>
        <message>
            <source>Message for the customer (SMS, WhatsApp):</source>
            <translation>গ্রাহকের জন্য বার্তা (SMS, WhatsApp):</translation>
        </message>
        <message numerus="yes">
            <source>%n departure(s) disrupted</source>
            <translation>
                <numerusform>%n যাত্রা বিঘ্নিত</numerusform>
                <numerusform>%n যাত্রা বিঘ্নিত</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n booking(s) to deal with</source>
            <translation>
                <numerusform>%n বুকিং সামলাতে হবে</numerusform>
                <numerusform>%n বুকিং সামলাতে হবে</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Across the agency: %n booking(s) open</source>
            <translation>
                <numerusform>পুরো এজেন্সিতে: %n বুকিং বাকি</numerusform>
                <numerusform>পুরো এজেন্সিতে: %n বুকিং বাকি</numerusform>
            </translation>
        </message>
        <message>
            <source>Letter</source>
            <translation>চিঠি</translation>
        </message>
        <message numerus="yes">
            <source>%n of {sold} seat(s) cancelled</source>
            <translation>
                <numerusform>{sold}টির মধ্যে %nটি সিট বাতিল</numerusform>
                <numerusform>{sold}টির মধ্যে %nটি সিট বাতিল</numerusform>
            </translation>
        </message>
        <message>
            <source>{seats}, {amount} a seat</source>
            <translation>{seats}, সিট প্রতি {amount}</translation>
        </message>
        <message>
            <source>{seats}, {amount} a seat, {over} more on one</source>
            <translation>{seats}, সিট প্রতি {amount}, একটি সিটে {over} বেশি</translation>
        </message>
    </context>
    <context>
        <name>DISRUPTION_BANNER</name>
        <message>
            <source>Open Disruptions</source>
            <translation>বিঘ্ন খুলুন</translation>
        </message>
        <message numerus="yes">
            <source>The operator cancelled or changed %n booking(s) sold here: their customers are to be told, refunded or rebooked.</source>
            <translation>
                <numerusform>অপারেটর এখানে বিক্রি করা %n বুকিং বাতিল করেছে বা বদলেছে: গ্রাহককে জানাতে, রিফান্ড দিতে বা আবার বুক করতে হবে।</numerusform>
                <numerusform>অপারেটর এখানে বিক্রি করা %n বুকিং বাতিল করেছে বা বদলেছে: গ্রাহকদের জানাতে, রিফান্ড দিতে বা আবার বুক করতে হবে।</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>DISRUPTION_MESSAGE</name>
        <message>
            <source>Dear {name}, the operator has changed {trip} of your booking {ref}: it now leaves on {day} at {time}. You can keep the new time, move to another departure, or have your money back. Please call us or come to the counter.</source>
            <translation>প্রিয় {name}, অপারেটর আপনার বুকিং {ref}-এর {trip} বদলেছে: এটি এখন {day} তারিখে {time}-এ ছাড়বে। আপনি নতুন সময় রাখতে পারেন, অন্য যাত্রায় যেতে পারেন, বা টাকা ফেরত নিতে পারেন। অনুগ্রহ করে আমাদের ফোন করুন বা কাউন্টারে আসুন।</translation>
        </message>
        <message>
            <source>Dear {name}, the operator has cancelled {trip} on {day} (booking {ref}). You can move to another departure or have your money back. Please call us or come to the counter.</source>
            <translation>প্রিয় {name}, অপারেটর {day} তারিখের {trip} বাতিল করেছে (বুকিং {ref})। আপনি অন্য যাত্রায় যেতে পারেন বা টাকা ফেরত নিতে পারেন। অনুগ্রহ করে আমাদের ফোন করুন বা কাউন্টারে আসুন।</translation>
        </message>
        <message>
            <source>Dear {name}, the operator has cancelled {trip} on {day} (booking {ref}). You are owed ₹{amount}. You can have it back, or move to another departure. Please call us or come to the counter.</source>
            <translation>প্রিয় {name}, অপারেটর {day} তারিখের {trip} বাতিল করেছে (বুকিং {ref})। আপনার ₹{amount} ফেরত পাওনা। আপনি তা ফেরত নিতে পারেন, বা অন্য যাত্রায় যেতে পারেন। অনুগ্রহ করে আমাদের ফোন করুন বা কাউন্টারে আসুন।</translation>
        </message>
        <message>
            <source>News of your booking {ref}</source>
            <translation>আপনার বুকিং {ref} সম্পর্কে খবর</translation>
        </message>
    </context>
    <context>
        <name>DOCUMENT_COPIES</name>
        <message>
            <source>Copies of the customer&apos;s documents</source>
            <translation>গ্রাহকের নথির প্রতিলিপি</translation>
        </message>
        <message>
            <source>PDF…</source>
            <translation>PDF…</translation>
        </message>
        <message>
            <source>Print</source>
            <translation>প্রিন্ট করুন</translation>
        </message>
        <message>
            <source>Receipt or invoice</source>
            <translation>রসিদ বা ইনভয়েস</translation>
        </message>
        <message>
            <source>Credit notes</source>
            <translation>ক্রেডিট নোট</translation>
        </message>
        <message>
            <source>Save a duplicate as PDF</source>
            <translation>ডুপ্লিকেট PDF হিসেবে সংরক্ষণ করুন</translation>
        </message>
    </context>
    <context>
        <name>DOCUMENT_COPIES_CONTROLLER</name>
        <message>
            <source>The duplicate was not saved: {reason}</source>
            <translation>ডুপ্লিকেট সংরক্ষণ করা যায়নি: {reason}</translation>
        </message>
        <message>
            <source>Duplicate saved to {path}.</source>
            <translation>ডুপ্লিকেট {path}-এ সংরক্ষণ করা হয়েছে।</translation>
        </message>
        <message>
            <source>The duplicate was not printed: {reason}</source>
            <translation>ডুপ্লিকেট প্রিন্ট হয়নি: {reason}</translation>
        </message>
        <message>
            <source>Duplicate printed.</source>
            <translation>ডুপ্লিকেট প্রিন্ট হয়েছে।</translation>
        </message>
    </context>
    <context>
        <name>DOMAIN_CUTOFF</name>
        <message>
            <source>Booking closed {minutes} minutes before the slot start.</source>
            <translation>স্লট শুরুর {minutes} মিনিট আগে বুকিং বন্ধ হয়েছে।</translation>
        </message>
        <message>
            <source>Booking closed {days} day(s) before departure.</source>
            <translation>ছাড়ার {days} দিন আগে বুকিং বন্ধ হয়েছে।</translation>
        </message>
    </context>
    <context>
        <name>DOMAIN_ENVIRONMENT</name>
        <message>
            <source>SANDBOX — training, not valid for travel</source>
            <translation>স্যান্ডবক্স — প্রশিক্ষণ, যাত্রার জন্য বৈধ নয়</translation>
        </message>
        <message>
            <source>The service changed from {before} to {after} between two answers (a changed address or a misconfigured proxy).</source>
            <translation>দুটি উত্তরের মধ্যে সার্ভিস {before} থেকে {after}-এ বদলে গেছে (ঠিকানা বদলেছে বা প্রক্সি ভুল সেট করা)।</translation>
        </message>
    </context>
    <context>
        <name>DOMAIN_FIELDS</name>
        <message>
            <source>{field} is required.</source>
            <translation>{field} দিতেই হবে।</translation>
        </message>
        <message>
            <source>{field} must be a whole number.</source>
            <translation>{field} একটি পূর্ণ সংখ্যা হতে হবে।</translation>
        </message>
        <message>
            <source>{field} must be from {low} to {high}.</source>
            <translation>{field} {low} থেকে {high}-এর মধ্যে হতে হবে।</translation>
        </message>
        <message>
            <source>{field} must be at least {low}.</source>
            <translation>{field} অন্তত {low} হতে হবে।</translation>
        </message>
        <message>
            <source>{field} has a broken character (half of one); retype it.</source>
            <translation>{field}-এ একটি ভাঙা অক্ষর (অর্ধেক) আছে; আবার লিখুন।</translation>
        </message>
        <message>
            <source>{field} contains a control character (such as NUL, a tab or a line break); retype it.</source>
            <translation>{field}-এ একটি কন্ট্রোল অক্ষর (যেমন NUL, ট্যাব বা লাইন ব্রেক) আছে; আবার লিখুন।</translation>
        </message>
        <message>
            <source>{field} contains an invisible formatting character (such as a right-to-left override or a zero-width space); retype it.</source>
            <translation>{field}-এ একটি অদৃশ্য বিন্যাস অক্ষর (যেমন ডান-থেকে-বাম ওভাররাইড বা শূন্য-প্রস্থের স্পেস) আছে; আবার টাইপ করুন।</translation>
        </message>
        <message>
            <source>{field} must be text.</source>
            <translation>{field} লেখা হতে হবে।</translation>
        </message>
        <message>
            <source>{field} is {length} characters; at most {most} are allowed.</source>
            <translation>{field} {length}টি অক্ষরের; সর্বোচ্চ {most}টি চলে।</translation>
        </message>
        <message>
            <source>{field} is not valid ({hint}).</source>
            <translation>{field} সঠিক নয় ({hint})।</translation>
        </message>
        <message>
            <source>{field} is not valid.</source>
            <translation>{field} সঠিক নয়।</translation>
        </message>
        <message>
            <source>{field} must be one of {choices}.</source>
            <translation>{field} {choices}-এর একটি হতে হবে।</translation>
        </message>
        <message>
            <source>{field} must be a date written YYYY-MM-DD.</source>
            <translation>{field} YYYY-MM-DD এভাবে লেখা তারিখ হতে হবে।</translation>
        </message>
        <message>
            <source>{field} is not a field of this request.</source>
            <translation>{field} এই অনুরোধের কোনো ঘর নয়।</translation>
        </message>
        <message>
            <source>Passenger name</source>
            <translation>যাত্রীর নাম</translation>
        </message>
        <message>
            <source>Gender</source>
            <translation>লিঙ্গ</translation>
        </message>
        <message>
            <source>ID type</source>
            <translation>আইডির ধরন</translation>
        </message>
        <message>
            <source>ID number</source>
            <translation>আইডি নম্বর</translation>
        </message>
        <message>
            <source>ID document scan</source>
            <translation>আইডির স্ক্যান</translation>
        </message>
        <message>
            <source>Customer name</source>
            <translation>গ্রাহকের নাম</translation>
        </message>
        <message>
            <source>Customer email</source>
            <translation>গ্রাহকের ই-মেল</translation>
        </message>
        <message>
            <source>Customer phone</source>
            <translation>গ্রাহকের ফোন</translation>
        </message>
        <message>
            <source>Travel date</source>
            <translation>যাত্রার তারিখ</translation>
        </message>
        <message>
            <source>Nationality</source>
            <translation>জাতীয়তা</translation>
        </message>
        <message>
            <source>Age</source>
            <translation>বয়স</translation>
        </message>
        <message>
            <source>Qty</source>
            <translation>সংখ্যা</translation>
        </message>
        <message>
            <source>Booking ref</source>
            <translation>বুকিং রেফ.</translation>
        </message>
        <message>
            <source>Module type</source>
            <translation>মডিউলের ধরন</translation>
        </message>
        <message>
            <source>Module</source>
            <translation>মডিউল</translation>
        </message>
        <message>
            <source>Action</source>
            <translation>কাজ</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>তারিখ</translation>
        </message>
        <message>
            <source>Limit</source>
            <translation>সীমা</translation>
        </message>
        <message>
            <source>Request id</source>
            <translation>অনুরোধ আইডি</translation>
        </message>
        <message>
            <source>Availability id</source>
            <translation>খালি জায়গার আইডি</translation>
        </message>
        <message>
            <source>Slot id</source>
            <translation>স্লট আইডি</translation>
        </message>
        <message>
            <source>Schedule id</source>
            <translation>সূচি আইডি</translation>
        </message>
        <message>
            <source>Activity id</source>
            <translation>অ্যাক্টিভিটি আইডি</translation>
        </message>
    </context>
    <context>
        <name>DOMAIN_GST</name>
        <message>
            <source>Agent: GST on the service charge only</source>
            <translation>এজেন্ট: শুধু সার্ভিস চার্জের ওপর GST</translation>
        </message>
        <message>
            <source>Tour operator: GST on the whole price</source>
            <translation>ট্যুর অপারেটর: পুরো দামের ওপর GST</translation>
        </message>
        <message>
            <source>Not registered or composition: Bill of Supply</source>
            <translation>নথিভুক্ত নয় বা কম্পোজিশন: বিল অফ সাপ্লাই</translation>
        </message>
        <message>
            <source>The customer's GSTIN is of state {code}, not {state}.</source>
            <translation>গ্রাহকের GSTIN রাজ্য {code}-এর, {state}-এর নয়।</translation>
        </message>
        <message>
            <source>A business customer's invoice needs its address.</source>
            <translation>ব্যবসায়ী গ্রাহকের ইনভয়েসে তার ঠিকানা লাগবে।</translation>
        </message>
        <message>
            <source>{code} is not a GST state code.</source>
            <translation>{code} কোনো GST রাজ্য কোড নয়।</translation>
        </message>
        <message>
            <source>A registered agency needs its state.</source>
            <translation>নথিভুক্ত এজেন্সির রাজ্য লাগবে।</translation>
        </message>
        <message>
            <source>The agency's GSTIN is of state {code}, not {state}.</source>
            <translation>এজেন্সির GSTIN রাজ্য {code}-এর, {state}-এর নয়।</translation>
        </message>
        <message>
            <source>Service charge (reservation)</source>
            <translation>সার্ভিস চার্জ (রিজার্ভেশন)</translation>
        </message>
        <message>
            <source>Tour or boat trip</source>
            <translation>ট্যুর বা বোট ট্রিপ</translation>
        </message>
        <message>
            <source>Tour or boat price paid on your behalf (pure agent, not taxable)</source>
            <translation>আপনার হয়ে দেওয়া ট্যুর বা বোটের দাম (পিওর এজেন্ট, করযোগ্য নয়)</translation>
        </message>
        <message>
            <source>Discount</source>
            <translation>ছাড়</translation>
        </message>
        <message>
            <source>Round off</source>
            <translation>রাউন্ড অফ</translation>
        </message>
        <message>
            <source>The amount charged is the gross amount for the tour, including the charges for accommodation and transport. No input tax credit has been taken on the goods and services used for it, other than tour operator services bought from another tour operator (notification 11/2017-Central Tax (Rate), Sl. No. 23 (i)).</source>
            <translation>নেওয়া অঙ্কটি এই ভ্রমণের মোট অঙ্ক, থাকা ও যাতায়াতের খরচ সমেত। এতে ব্যবহৃত পণ্য ও পরিষেবার উপর কোনো ইনপুট ট্যাক্স ক্রেডিট নেওয়া হয়নি, অন্য ট্যুর অপারেটরের কাছ থেকে কেনা ট্যুর অপারেটর পরিষেবা ছাড়া (বিজ্ঞপ্তি 11/2017-কেন্দ্রীয় কর (হার), ক্রমিক নং 23 (i))।</translation>
        </message>
        <message>
            <source>The tour operator's rate applies only to tours that include accommodation and transport. A boat or activity sale alone is taxed as the agent's charge.</source>
            <translation>ট্যুর অপারেটরের হার কেবল সেই ভ্রমণে খাটে যাতে থাকা ও যাতায়াত ধরা আছে। শুধু বোট বা কার্যকলাপের বিক্রিতে এজেন্টের চার্জ হিসেবে কর বসে।</translation>
        </message>
        <message>
            <source>A consumer's tax invoice of 50,000 or more taxable value names their address.</source>
            <translation>50,000 বা তার বেশি করযোগ্য মূল্যের উপভোক্তার কর চালানে তাঁর ঠিকানা থাকে।</translation>
        </message>
        <message>
            <source>A credit note to a consumer names their address.</source>
            <translation>উপভোক্তাকে দেওয়া ক্রেডিট নোটে তাঁর ঠিকানা থাকে।</translation>
        </message>
        <message>
            <source>The place of supply is taken from the customer's address: give it.</source>
            <translation>সরবরাহের স্থান গ্রাহকের ঠিকানা থেকে নেওয়া হয়: ঠিকানা দিন।</translation>
        </message>
    </context>
    <context>
        <name>DOMAIN_GSTIN</name>
        <message>
            <source>A GSTIN has 15 characters; this one has {length}.</source>
            <translation>GSTIN-এ 15টি অক্ষর থাকে; এটিতে {length}টি।</translation>
        </message>
        <message>
            <source>A GSTIN starts with a state code from 01 to 38, not {code}.</source>
            <translation>GSTIN শুরু হয় 01 থেকে 38-এর একটি রাজ্য কোড দিয়ে, {code} নয়।</translation>
        </message>
        <message>
            <source>A GSTIN is the state code, the PAN (5 letters, 4 digits, 1 letter), the entity number, Z and a check character.</source>
            <translation>GSTIN হল রাজ্য কোড, PAN (5টি অক্ষর, 4টি অঙ্ক, 1টি অক্ষর), সত্তার নম্বর, Z এবং একটি চেক অক্ষর।</translation>
        </message>
        <message>
            <source>This GSTIN's last character does not match: check it for a typing mistake.</source>
            <translation>এই GSTIN-এর শেষ অক্ষর মেলে না: টাইপের ভুল আছে কিনা দেখুন।</translation>
        </message>
    </context>
    <context>
        <name>DOMAIN_IDENTITY</name>
        <message>
            <source>A foreign passenger needs a passport as the ID.</source>
            <translation>বিদেশি যাত্রীর আইডি হিসেবে পাসপোর্ট লাগবে।</translation>
        </message>
        <message>
            <source>This trip needs an ID type for every passenger.</source>
            <translation>এই ট্রিপে প্রত্যেক যাত্রীর আইডির ধরন লাগবে।</translation>
        </message>
        <message>
            <source>A foreign passenger needs the document number.</source>
            <translation>বিদেশি যাত্রীর ডকুমেন্ট নম্বর লাগবে।</translation>
        </message>
        <message>
            <source>This trip needs the document number.</source>
            <translation>এই ট্রিপে ডকুমেন্ট নম্বর লাগবে।</translation>
        </message>
        <message>
            <source>A foreign passenger needs a scan of the document.</source>
            <translation>বিদেশি যাত্রীর ডকুমেন্টের স্ক্যান লাগবে।</translation>
        </message>
        <message>
            <source>This trip needs a scan of the document.</source>
            <translation>এই ট্রিপে ডকুমেন্টের স্ক্যান লাগবে।</translation>
        </message>
        <message>
            <source>Female</source>
            <translation>মহিলা</translation>
        </message>
        <message>
            <source>Other</source>
            <translation>অন্যান্য</translation>
        </message>
        <message>
            <source>Male</source>
            <translation>পুরুষ</translation>
        </message>
    </context>
    <context>
        <name>DOMAIN_MODULES</name>
        <message>
            <source>Boat</source>
            <translation>বোট</translation>
        </message>
        <message>
            <source>Activity</source>
            <translation>অ্যাক্টিভিটি</translation>
        </message>
    </context>
    <context>
        <name>DOMAIN_MRZ</name>
        <message>
            <source>line {number} has {length} characters, expected {expected}</source>
            <translation>লাইন {number}-এ {length}টি অক্ষর, {expected}টি হওয়ার কথা</translation>
        </message>
        <message>
            <source>a passport's MRZ is two lines of {expected} characters; got {count} line(s), {size} characters</source>
            <translation>পাসপোর্টের MRZ হল {expected} অক্ষরের দুটি লাইন; পাওয়া গেছে {count}টি লাইন, {size}টি অক্ষর</translation>
        </message>
        <message>
            <source>line {number} holds characters other than A-Z, 0-9 and &lt;</source>
            <translation>লাইন {number}-এ A-Z, 0-9 আর &lt; ছাড়া অন্য অক্ষর আছে</translation>
        </message>
        <message>
            <source>line 1 does not start with P: this is not a passport</source>
            <translation>লাইন 1 P দিয়ে শুরু হয়নি: এটি পাসপোর্ট নয়</translation>
        </message>
        <message>
            <source>{field} check digit is {given}, expected {expected}</source>
            <translation>{field}-এর চেক অঙ্ক {given}, হওয়ার কথা {expected}</translation>
        </message>
        <message>
            <source>{field} {text} is not a date (YYMMDD)</source>
            <translation>{field} {text} কোনো তারিখ নয় (YYMMDD)</translation>
        </message>
        <message>
            <source>document number</source>
            <translation>ডকুমেন্ট নম্বর</translation>
        </message>
        <message>
            <source>date of birth</source>
            <translation>জন্মতারিখ</translation>
        </message>
        <message>
            <source>expiry date</source>
            <translation>মেয়াদ শেষের তারিখ</translation>
        </message>
        <message>
            <source>personal number</source>
            <translation>ব্যক্তিগত নম্বর</translation>
        </message>
        <message>
            <source>composite</source>
            <translation>সম্মিলিত</translation>
        </message>
    </context>
    <context>
        <name>DOMAIN_PAYMENT</name>
        <message>
            <source>Type the amount in rupees and paise, for example 1250.50.</source>
            <translation>টাকা ও পয়সায় পরিমাণ লিখুন, যেমন 1250.50।</translation>
        </message>
        <message>
            <source>The amount must be more than zero.</source>
            <translation>পরিমাণ শূন্যের বেশি হতে হবে।</translation>
        </message>
        <message>
            <source>Type the cash handed over in rupees and paise.</source>
            <translation>যে নগদ দেওয়া হয়েছে তা টাকা ও পয়সায় লিখুন।</translation>
        </message>
        <message>
            <source>The cash handed over ({tendered}) is less than the cash part ({amount}): take {more} more.</source>
            <translation>দেওয়া নগদ ({tendered}) নগদ অংশের ({amount}) চেয়ে কম: আরও {more} নিন।</translation>
        </message>
        <message>
            <source>The parts add up to {paid}, not the price {price}: {short} is still to pay.</source>
            <translation>অংশগুলোর যোগফল {paid}, দাম {price} নয়: এখনও {short} দিতে হবে।</translation>
        </message>
        <message>
            <source>The parts add up to {paid}, not the price {price}: {extra} too much.</source>
            <translation>অংশগুলোর যোগফল {paid}, দাম {price} নয়: {extra} বেশি।</translation>
        </message>
        <message>
            <source>Choose how the customer pays: {ways}.</source>
            <translation>গ্রাহক কীভাবে পেমেন্ট করবেন বেছে নিন: {ways}।</translation>
        </message>
    </context>
    <context>
        <name>DOMAIN_PERIOD</name>
        <message>
            <source>The first day ({first}) is after the last day ({last}).</source>
            <translation>প্রথম দিন ({first}) শেষ দিনের ({last}) পরে।</translation>
        </message>
        <message>
            <source>The last day ({last}) has not come yet: the export ends today ({today}) at the latest.</source>
            <translation>শেষ দিন ({last}) এখনও আসেনি: এক্সপোর্ট বড়জোর আজ ({today}) পর্যন্ত।</translation>
        </message>
    </context>
    <context>
        <name>DOMAIN_PHONE</name>
        <message>
            <source>e.g. 98765 43210 or +91 98765 43210</source>
            <translation>যেমন 98765 43210 বা +91 98765 43210</translation>
        </message>
    </context>
    <context>
        <name>DOMAIN_PIN</name>
        <message>
            <source>The supervisor PIN is {least} to {most} digits, or a passphrase of at least {phrase} characters.</source>
            <translation>সুপারভাইজার পিন {least} থেকে {most} অঙ্কের, বা অন্তত {phrase} অক্ষরের একটি পাসফ্রেজ।</translation>
        </message>
        <message>
            <source>Too many wrong PINs: try again in {seconds} seconds.</source>
            <translation>অনেকবার ভুল পিন: {seconds} সেকেন্ড পরে আবার চেষ্টা করুন।</translation>
        </message>
        <message>
            <source>Too many wrong PINs: the PIN is locked until it is set again in Settings, on its Supervisor PIN page, by the API key's holder.</source>
            <translation>অনেকবার ভুল পিন: API কী-র ধারক সেটিংসের সুপারভাইজার পিন পাতায় আবার সেট না করা পর্যন্ত পিন লক থাকবে।</translation>
        </message>
    </context>
    <context>
        <name>DOMAIN_REQUESTS</name>
        <message>
            <source>write it like name@example.com</source>
            <translation>name@example.com এভাবে লিখুন</translation>
        </message>
        <message>
            <source>8 to 15 digits, no spaces, no +</source>
            <translation>8 থেকে 15টি অঙ্ক, ফাঁকা ছাড়া, + ছাড়া</translation>
        </message>
        <message>
            <source>Travel date is in the past (today is {today}).</source>
            <translation>যাত্রার তারিখ পেরিয়ে গেছে (আজ {today})।</translation>
        </message>
        <message>
            <source>Each passenger must be an object.</source>
            <translation>প্রত্যেক যাত্রী একটি অবজেক্ট হতে হবে।</translation>
        </message>
        <message>
            <source>Age must be a whole number from 0 to {most}.</source>
            <translation>বয়স 0 থেকে {most}-এর মধ্যে একটি পূর্ণ সংখ্যা হতে হবে।</translation>
        </message>
        <message>
            <source>ID number is at most {most} characters.</source>
            <translation>আইডি নম্বর সর্বোচ্চ {most}টি অক্ষরের।</translation>
        </message>
        <message>
            <source>A boat booking needs the list of passengers.</source>
            <translation>বোট বুকিংয়ে যাত্রীদের তালিকা লাগবে।</translation>
        </message>
        <message>
            <source>There are {count} passengers but the quantity is {qty}.</source>
            <translation>{count} জন যাত্রী কিন্তু সংখ্যা {qty}।</translation>
        </message>
        <message>
            <source>Choose at least one passenger to cancel.</source>
            <translation>বাতিল করতে অন্তত একজন যাত্রী বাছুন।</translation>
        </message>
        <message>
            <source>Passenger ids must be distinct numbers.</source>
            <translation>যাত্রী আইডিগুলো আলাদা আলাদা সংখ্যা হতে হবে।</translation>
        </message>
        <message>
            <source>The word “{word}” is typed in letters of another alphabet that only look Latin (such as Cyrillic or Greek); retype it in Latin letters.</source>
            <translation>“{word}” শব্দটি অন্য এক বর্ণমালার এমন অক্ষরে লেখা যা শুধু লাতিনের মতো দেখায় (যেমন সিরিলিক বা গ্রিক); লাতিন অক্ষরে আবার লিখুন।</translation>
        </message>
        <message>
            <source>The word “{word}” mixes letters of different alphabets (such as a Cyrillic or Greek letter that looks Latin); retype it in one alphabet.</source>
            <translation>“{word}” শব্দে ভিন্ন ভিন্ন বর্ণমালার অক্ষর মিশে আছে (যেমন লাতিনের মতো দেখতে সিরিলিক বা গ্রিক অক্ষর); এক বর্ণমালায় আবার লিখুন।</translation>
        </message>
        <message>
            <source>A name on a passport must be typed in Latin letters, as in the passport's machine-readable lines.</source>
            <translation>পাসপোর্টের নাম লাতিন অক্ষরে লিখতে হবে, যেমন পাসপোর্টের যন্ত্রে পড়ার লাইনে আছে।</translation>
        </message>
    </context>
    <context>
        <name>DOMAIN_STATUS</name>
        <message>
            <source>Cancelled</source>
            <translation>বাতিল</translation>
        </message>
        <message>
            <source>Confirmed</source>
            <translation>কনফার্মড</translation>
        </message>
        <message>
            <source>Part-cancelled</source>
            <translation>আংশিক বাতিল</translation>
        </message>
    </context>
    <context>
        <name>DOMAIN_TICKETS</name>
        <message>
            <source>Infant</source>
            <translation>কোলের শিশু</translation>
        </message>
        <message>
            <source>Child</source>
            <translation>শিশু</translation>
        </message>
        <message>
            <source>Adult</source>
            <translation>প্রাপ্তবয়স্ক</translation>
        </message>
        <message>
            <source>Foreigner</source>
            <translation>বিদেশি</translation>
        </message>
        <message>
            <source>Indian</source>
            <translation>ভারতীয়</translation>
        </message>
    </context>
    <context>
        <name>DOMAIN_TILL</name>
        <message>
            <source>The service charge is not refunded.</source>
            <translation>সার্ভিস চার্জ ফেরত দেওয়া হয় না।</translation>
        </message>
        <message>
            <source>Not refundable: sold less than 24 h before the start, when cancelling is closed.</source>
            <translation>ফেরতযোগ্য নয়: শুরুর 24 ঘণ্টার কম আগে বিক্রি, যখন বাতিল বন্ধ।</translation>
        </message>
        <message>
            <source>Cancel 48 h or more before: fares and fare GST back; 24 to 48 h: half; under 24 h: nothing; less the service's cancellation charge.</source>
            <translation>48 ঘণ্টা বা তার বেশি আগে বাতিল: ভাড়া ও ভাড়ার GST ফেরত; 24 থেকে 48 ঘণ্টা: অর্ধেক; 24 ঘণ্টার কম: কিছুই না; সার্ভিসের বাতিল চার্জ বাদে।</translation>
        </message>
        <message>
            <source>Cancel 48 h or more before: fares and GST back; 24 to 48 h: half; under 24 h: nothing; less the service's cancellation charge.</source>
            <translation>48 ঘণ্টা বা তার বেশি আগে বাতিল: ভাড়া ও GST ফেরত; 24 থেকে 48 ঘণ্টা: অর্ধেক; 24 ঘণ্টার কম: কিছুই না; সার্ভিসের বাতিল চার্জ বাদে।</translation>
        </message>
        <message>
            <source>Round off must be none, 1, 5 or 10 rupees.</source>
            <translation>রাউন্ড অফ হবে না, 1, 5 বা 10 টাকা।</translation>
        </message>
        <message>
            <source>The boat markup must be a number.</source>
            <translation>বোটের মার্কআপ একটি সংখ্যা হতে হবে।</translation>
        </message>
        <message>
            <source>The activity markup must be a number.</source>
            <translation>অ্যাক্টিভিটির মার্কআপ একটি সংখ্যা হতে হবে।</translation>
        </message>
        <message>
            <source>The boat discount must be under 100 %.</source>
            <translation>বোটের ছাড় 100 %-এর কম হতে হবে।</translation>
        </message>
        <message>
            <source>The activity discount must be under 100 %.</source>
            <translation>অ্যাক্টিভিটির ছাড় 100 %-এর কম হতে হবে।</translation>
        </message>
        <message>
            <source>Service charge</source>
            <translation>সার্ভিস চার্জ</translation>
        </message>
        <message>
            <source>Discount</source>
            <translation>ছাড়</translation>
        </message>
    </context>
    <context>
        <name>DOMAIN_UPI</name>
        <message>
            <source>The UPI ID is a name, @ and the bank's or app's handle, for example agency@okaxis.</source>
            <translation>UPI আইডি হল একটি নাম, @ আর ব্যাংক বা অ্যাপের হ্যান্ডেল, যেমন agency@okaxis।</translation>
        </message>
        <message>
            <source>The UPI payee name is 1 to {most} letters.</source>
            <translation>UPI প্রাপকের নাম 1 থেকে {most}টি অক্ষরের।</translation>
        </message>
        <message>
            <source>A UPI payment needs an amount of more than zero.</source>
            <translation>UPI পেমেন্টে শূন্যের বেশি পরিমাণ লাগবে।</translation>
        </message>
        <message>
            <source>The sale has no UPI transaction reference.</source>
            <translation>বিক্রিতে কোনো UPI লেনদেনের রেফারেন্স নেই।</translation>
        </message>
    </context>
    <context>
        <name>DRAFT_QUESTION</name>
        <message>
            <source>Sale in progress</source>
            <translation>চলতি বিক্রি</translation>
        </message>
        <message>
            <source>&amp;Discard</source>
            <translation>বাদ দিন (&amp;D)</translation>
        </message>
        <message>
            <source>Discarded: {summary}.</source>
            <translation>বাদ দেওয়া হয়েছে: {summary}।</translation>
        </message>
        <message>
            <source>It was never sent to the service. Undo brings it back.</source>
            <translation>এটি কখনও সার্ভিসে পাঠানো হয়নি। আগের অবস্থায় ফেরালে এটি ফিরে আসবে।</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>আগের অবস্থায় ফেরান (&amp;U)</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>ঠিক আছে</translation>
        </message>
    </context>
    <context>
        <name>DRAWER_PRINT</name>
        <message>
            <source>{tender} taken</source>
            <translation>{tender} নেওয়া হয়েছে</translation>
        </message>
        <message>
            <source>{tender} given back</source>
            <translation>{tender} ফেরত দেওয়া হয়েছে</translation>
        </message>
        <message>
            <source>{tender} net</source>
            <translation>{tender} নিট</translation>
        </message>
        <message>
            <source>Owed in all</source>
            <translation>মোট পাওনা</translation>
        </message>
        <message>
            <source>Owed to customers, not yet paid</source>
            <translation>গ্রাহকদের পাওনা, এখনও দেওয়া হয়নি</translation>
        </message>
        <message>
            <source>Reason: {reason}</source>
            <translation>কারণ: {reason}</translation>
        </message>
        <message>
            <source>Z report {number}</source>
            <translation>Z রিপোর্ট {number}</translation>
        </message>
        <message>
            <source>X report</source>
            <translation>X রিপোর্ট</translation>
        </message>
        <message>
            <source>open</source>
            <comment>a shift not closed yet</comment>
            <translation>খোলা</translation>
        </message>
        <message>
            <source>{title} · counter {counter}</source>
            <translation>{title} · কাউন্টার {counter}</translation>
        </message>
        <message>
            <source>Closes the shift</source>
            <translation>শিফট বন্ধ করে</translation>
        </message>
        <message>
            <source>The shift stays open</source>
            <translation>শিফট খোলা থাকে</translation>
        </message>
        <message>
            <source>Cash drawer ({currency})</source>
            <translation>ক্যাশ ড্রয়ার ({currency})</translation>
        </message>
        <message>
            <source>Clerk</source>
            <translation>ক্লার্ক</translation>
        </message>
        <message>
            <source>Opened</source>
            <translation>খোলা হয়েছে</translation>
        </message>
        <message>
            <source>Closed</source>
            <translation>বন্ধ হয়েছে</translation>
        </message>
        <message>
            <source>Printed</source>
            <translation>প্রিন্ট হয়েছে</translation>
        </message>
        <message>
            <source>Opening float</source>
            <translation>শুরুর নগদ</translation>
        </message>
        <message>
            <source>+ Cash in from sales</source>
            <translation>+ বিক্রি থেকে নগদ জমা</translation>
        </message>
        <message>
            <source>- Cash out for refunds</source>
            <translation>- রিফান্ডের জন্য নগদ তোলা</translation>
        </message>
        <message>
            <source>of which round off to whole rupees</source>
            <translation>এর মধ্যে পুরো টাকায় রাউন্ড অফ</translation>
        </message>
        <message>
            <source>= Expected cash</source>
            <translation>= প্রত্যাশিত নগদ</translation>
        </message>
        <message>
            <source>Counted</source>
            <translation>গোনা হয়েছে</translation>
        </message>
        <message>
            <source>Counted cash</source>
            <translation>গোনা নগদ</translation>
        </message>
        <message>
            <source>Difference</source>
            <translation>পার্থক্য</translation>
        </message>
        <message>
            <source>The drawer was not counted.</source>
            <translation>ড্রয়ার গোনা হয়নি।</translation>
        </message>
        <message>
            <source>To compare with their settlement reports</source>
            <translation>তাদের সেটেলমেন্ট রিপোর্টের সঙ্গে মেলানোর জন্য</translation>
        </message>
        <message>
            <source>Records' chain</source>
            <translation>রেকর্ডের শৃঙ্খল</translation>
        </message>
        <message>
            <source>Banked or taken out</source>
            <translation>ব্যাংকে জমা বা তুলে নেওয়া</translation>
        </message>
        <message>
            <source>Left in the drawer</source>
            <translation>ড্রয়ারে রইল</translation>
        </message>
        <message>
            <source>Against the bank's statements</source>
            <translation>ব্যাংক স্টেটমেন্টের সঙ্গে মিলিয়ে</translation>
        </message>
        <message>
            <source>{tender} proved</source>
            <translation>{tender} প্রমাণিত</translation>
        </message>
        <message>
            <source>{tender} not yet in the statement</source>
            <translation>{tender} এখনও স্টেটমেন্টে নেই</translation>
        </message>
        <message>
            <source>{tender} questioned</source>
            <translation>{tender} সন্দেহজনক</translation>
        </message>
        <message>
            <source>{tender} customer still owes</source>
            <translation>{tender} গ্রাহকের কাছে এখনও পাওনা</translation>
        </message>
        <message>
            <source>{tender} written off</source>
            <translation>{tender} অনাদায়ী বলে বাদ</translation>
        </message>
        <message>
            <source>Access log</source>
            <translation>অ্যাক্সেস লগ</translation>
        </message>
        <message>
            <source>These heads were mailed to {owner}.</source>
            <translation>এই হেডগুলি {owner}-কে ই-মেল করা হয়েছে।</translation>
        </message>
        <message>
            <source>These heads are kept by the agency store.</source>
            <translation>এই হেডগুলি এজেন্সি স্টোরে রাখা আছে।</translation>
        </message>
        <message>
            <source>These heads are not sent anywhere: no owner&apos;s address is set. Keep this paper.</source>
            <translation>এই হেডগুলি কোথাও পাঠানো হয়নি: মালিকের কোনো ঠিকানা দেওয়া নেই। এই কাগজটি রেখে দিন।</translation>
        </message>
        <message>
            <source>{tender} refunds</source>
            <translation>{tender} রিফান্ড</translation>
        </message>
    </context>
    <context>
        <name>DRAWER_REPORT</name>
        <message>
            <source>Coins</source>
            <translation>কয়েন</translation>
        </message>
    </context>
    <context>
        <name>DUPLICATE</name>
        <message>
            <source>DUPLICATE — a copy printed {moment}, not a new document</source>
            <translation>ডুপ্লিকেট — {moment}-এ ছাপা প্রতিলিপি, নতুন নথি নয়</translation>
        </message>
    </context>
    <context>
        <name>EINVOICE</name>
        <message>
            <source>Under 5 crore: no e-invoices</source>
            <translation>৫ কোটির কম: ই-ইনভয়েস নেই</translation>
        </message>
        <message>
            <source>5 to 10 crore: e-invoices for B2B</source>
            <translation>৫ থেকে ১০ কোটি: B2B-র জন্য ই-ইনভয়েস</translation>
        </message>
        <message>
            <source>10 crore or more: e-invoices for B2B, reported within 30 days</source>
            <translation>১০ কোটি বা তার বেশি: B2B-র জন্য ই-ইনভয়েস, ৩০ দিনের মধ্যে রিপোর্ট</translation>
        </message>
        <message>
            <source>The agency's address must end with its town and 6-digit PIN code (for example MG Road, Kochi 682016) for an e-invoice: correct it in Settings, GST.</source>
            <translation>ই-ইনভয়েসের জন্য এজেন্সির ঠিকানার শেষে শহর ও ৬ অঙ্কের PIN কোড থাকতে হবে (যেমন MG Road, Kochi 682016): সেটিংস, GST-তে ঠিক করুন।</translation>
        </message>
        <message>
            <source>The agency's legal name must have at least 3 letters.</source>
            <translation>এজেন্সির আইনি নামে অন্তত ৩টি অক্ষর থাকতে হবে।</translation>
        </message>
        <message>
            <source>The customer's address on {number} has no town: the e-invoice needs one.</source>
            <translation>{number}-এ গ্রাহকের ঠিকানায় শহর নেই: ই-ইনভয়েসে তা লাগে।</translation>
        </message>
        <message>
            <source>The customer's name on {number} must have at least 3 letters.</source>
            <translation>{number}-এ গ্রাহকের নামে অন্তত ৩টি অক্ষর থাকতে হবে।</translation>
        </message>
        <message>
            <source>{number} is not a B2B tax document: it needs no e-invoice.</source>
            <translation>{number} B2B ট্যাক্স নথি নয়: এর ই-ইনভয়েস লাগে না।</translation>
        </message>
        <message>
            <source>{number} has no taxed line (a pure agent's reimbursement only): it needs no e-invoice.</source>
            <translation>{number}-এ করযোগ্য কোনো লাইন নেই (শুধু পিওর এজেন্টের প্রতিপূরণ): এর ই-ইনভয়েস লাগে না।</translation>
        </message>
        <message>
            <source>The portal refuses the number {number}: up to 16 letters, digits, / and -, not starting with 0.</source>
            <translation>পোর্টাল {number} নম্বরটি নেয় না: সর্বোচ্চ ১৬টি অক্ষর, অঙ্ক, / আর -, শুরু 0 দিয়ে নয়।</translation>
        </message>
    </context>
    <context>
        <name>EINVOICE_CLOCK</name>
        <message>
            <source>Credit note</source>
            <translation>ক্রেডিট নোট</translation>
        </message>
        <message>
            <source>Invoice</source>
            <translation>ইনভয়েস</translation>
        </message>
        <message numerus="yes">
            <source>{kind} {number}: cancel its IRN on the portal by {moment} (IRN given %n hour(s) ago).</source>
            <translation>
                <numerusform>{kind} {number}: পোর্টালে এর IRN {moment}-এর মধ্যে বাতিল করুন (IRN %n ঘণ্টা আগে দেওয়া)।</numerusform>
                <numerusform>{kind} {number}: পোর্টালে এর IRN {moment}-এর মধ্যে বাতিল করুন (IRN %n ঘণ্টা আগে দেওয়া)।</numerusform>
            </translation>
        </message>
        <message>
            <source>{kind} {number}: its IRN is over 24 hours old and can no longer be cancelled on the portal; issue a credit note instead.</source>
            <translation>{kind} {number}: এর IRN ২৪ ঘণ্টার বেশি পুরোনো, পোর্টালে আর বাতিল করা যাবে না; তার বদলে ক্রেডিট নোট দিন।</translation>
        </message>
        <message numerus="yes">
            <source>{kind} {number}: %n day(s) old, past the portal's 30 days; it can no longer be reported. Tell the accountant.</source>
            <translation>
                <numerusform>{kind} {number}: %n দিন পুরোনো, পোর্টালের ৩০ দিন পেরিয়ে গেছে; আর রিপোর্ট করা যাবে না। অ্যাকাউন্ট্যান্টকে জানান।</numerusform>
                <numerusform>{kind} {number}: %n দিন পুরোনো, পোর্টালের ৩০ দিন পেরিয়ে গেছে; আর রিপোর্ট করা যাবে না। অ্যাকাউন্ট্যান্টকে জানান।</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{kind} {number}: %n day(s) old, report it to the portal by {day}.</source>
            <translation>
                <numerusform>{kind} {number}: %n দিন পুরোনো, {day}-এর মধ্যে পোর্টালে রিপোর্ট করুন।</numerusform>
                <numerusform>{kind} {number}: %n দিন পুরোনো, {day}-এর মধ্যে পোর্টালে রিপোর্ট করুন।</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{kind} {number}: %n day(s) old, without an IRN.</source>
            <translation>
                <numerusform>{kind} {number}: %n দিন পুরোনো, IRN ছাড়া।</numerusform>
                <numerusform>{kind} {number}: %n দিন পুরোনো, IRN ছাড়া।</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>EINVOICE_CONTROLLER</name>
        <message>
            <source>The file could not be written or read ({reason}). Choose another folder or file.</source>
            <translation>ফাইলটি লেখা বা পড়া গেল না ({reason})। অন্য ফোল্ডার বা ফাইল বাছুন।</translation>
        </message>
        <message numerus="yes">
            <source>IRN kept on %n document(s): {numbers}.</source>
            <translation>
                <numerusform>%nটি নথিতে IRN রাখা হল: {numbers}।</numerusform>
                <numerusform>%nটি নথিতে IRN রাখা হল: {numbers}।</numerusform>
            </translation>
        </message>
        <message>
            <source>IRN cancelled on the portal: {numbers}.</source>
            <translation>পোর্টালে IRN বাতিল হয়েছে: {numbers}।</translation>
        </message>
        <message>
            <source>Already kept: {numbers}.</source>
            <translation>আগেই রাখা আছে: {numbers}।</translation>
        </message>
        <message>
            <source>The file held no answer of the portal.</source>
            <translation>ফাইলে পোর্টালের কোনো উত্তর ছিল না।</translation>
        </message>
        <message>
            <source>Saved {path}: cancel the IRN on the portal with it, then import its answer.</source>
            <translation>{path} সংরক্ষিত: এটি দিয়ে পোর্টালে IRN বাতিল করুন, তারপর তার উত্তর ইমপোর্ট করুন।</translation>
        </message>
        <message>
            <source>Saved {path}: upload it on the portal.</source>
            <translation>{path} সংরক্ষিত: এটি পোর্টালে আপলোড করুন।</translation>
        </message>
        <message numerus="yes">
            <source>Saved %n document(s) in {path}: upload it on the portal.</source>
            <translation>
                <numerusform>{path}-এ %nটি নথি সংরক্ষিত: এটি পোর্টালে আপলোড করুন।</numerusform>
                <numerusform>{path}-এ %nটি নথি সংরক্ষিত: এটি পোর্টালে আপলোড করুন।</numerusform>
            </translation>
        </message>
        <message>
            <source>The file could not be read as the portal's answer; nothing was changed.</source>
            <translation>ফাইলটি পোর্টালের উত্তর হিসেবে পড়া গেল না; কিছুই বদলানো হয়নি।</translation>
        </message>
        <message>
            <source>IRN kept on {numbers}, accepted by {name}.</source>
            <translation>{numbers}-এ IRN রাখা হল, {name} গ্রহণ করেছেন।</translation>
        </message>
    </context>
    <context>
        <name>EINVOICE_DIALOG</name>
        <message>
            <source>E-invoices (IRN)</source>
            <translation>ই-ইনভয়েস (IRN)</translation>
        </message>
        <message>
            <source>Turnover: {band}</source>
            <translation>টার্নওভার: {band}</translation>
        </message>
        <message>
            <source>E-invoices are off (turnover under 5 crore). A supervisor sets the turnover in Settings, GST.</source>
            <translation>ই-ইনভয়েস বন্ধ (টার্নওভার ৫ কোটির কম)। সুপারভাইজার সেটিংস, GST-তে টার্নওভার ঠিক করেন।</translation>
        </message>
        <message>
            <source>C&amp;hoose…</source>
            <translation>বাছুন (&amp;H)…</translation>
        </message>
        <message>
            <source>Invoice or credit note number</source>
            <translation>ইনভয়েস বা ক্রেডিট নোট নম্বর</translation>
        </message>
        <message>
            <source>Export &amp;JSON</source>
            <translation>JSON এক্সপোর্ট (&amp;J)</translation>
        </message>
        <message>
            <source>Ca&amp;ncel its IRN…</source>
            <translation>এর IRN বাতিল (&amp;N)…</translation>
        </message>
        <message>
            <source>Within 24 hours of the IRN, with a supervisor's PIN: the portal's cancellation file is written and the clock waits for its answer.</source>
            <translation>IRN-এর ২৪ ঘণ্টার মধ্যে, সুপারভাইজারের PIN দিয়ে: পোর্টালের বাতিলের ফাইল লেখা হয় আর ঘড়ি তার উত্তরের অপেক্ষা করে।</translation>
        </message>
        <message>
            <source>Export the day's &amp;bulk file</source>
            <translation>দিনের বাল্ক ফাইল এক্সপোর্ট (&amp;B)</translation>
        </message>
        <message>
            <source>&amp;Import the portal's answer…</source>
            <translation>পোর্টালের উত্তর ইমপোর্ট (&amp;I)…</translation>
        </message>
        <message>
            <source>F&amp;older</source>
            <translation>ফোল্ডার (&amp;O)</translation>
        </message>
        <message>
            <source>&amp;Document</source>
            <translation>নথি (&amp;D)</translation>
        </message>
        <message>
            <source>D&amp;ay</source>
            <translation>দিন (&amp;A)</translation>
        </message>
        <message>
            <source>Portal's answer</source>
            <translation>পোর্টালের উত্তর</translation>
        </message>
        <message>
            <source>Waiting</source>
            <translation>অপেক্ষায়</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>বন্ধ করুন</translation>
        </message>
        <message>
            <source>Folder for the e-invoice files</source>
            <translation>ই-ইনভয়েস ফাইলের ফোল্ডার</translation>
        </message>
        <message>
            <source>Choose the folder the files go to.</source>
            <translation>যে ফোল্ডারে ফাইল যাবে সেটি বাছুন।</translation>
        </message>
        <message>
            <source>Type the invoice or credit note number, e.g. PB1/26/000123.</source>
            <translation>ইনভয়েস বা ক্রেডিট নোট নম্বর লিখুন, যেমন PB1/26/000123।</translation>
        </message>
        <message>
            <source>The portal's answer file</source>
            <translation>পোর্টালের উত্তরের ফাইল</translation>
        </message>
        <message>
            <source>The portal's JSON (*.json)</source>
            <translation>পোর্টালের JSON (*.json)</translation>
        </message>
        <message>
            <source>Nothing is waiting for an IRN.</source>
            <translation>কিছুই IRN-এর অপেক্ষায় নেই।</translation>
        </message>
        <message>
            <source>Acce&amp;pt it with a supervisor…</source>
            <translation>সুপারভাইজারের সঙ্গে গ্রহণ করুন… (&amp;P)</translation>
        </message>
        <message>
            <source>When the portal's answer is right although the checks refused it: a supervisor's PIN and reason, both logged.</source>
            <translation>যাচাই প্রত্যাখ্যান করলেও পোর্টালের উত্তর যখন ঠিক: সুপারভাইজারের PIN ও কারণ, দুটোই লগে থাকে।</translation>
        </message>
    </context>
    <context>
        <name>EINVOICE_FILES</name>
        <message>
            <source>No invoice or credit note of this counter is numbered {number}.</source>
            <translation>এই কাউন্টারের কোনো ইনভয়েস বা ক্রেডিট নোটের নম্বর {number} নয়।</translation>
        </message>
        <message>
            <source>{number} has its IRN already: it is not reported again.</source>
            <translation>{number}-এর IRN আগেই আছে: এটি আবার রিপোর্ট হয় না।</translation>
        </message>
        <message>
            <source>No B2B invoice or credit note of that day is waiting for an IRN.</source>
            <translation>সেই দিনের কোনো B2B ইনভয়েস বা ক্রেডিট নোট IRN-এর অপেক্ষায় নেই।</translation>
        </message>
        <message>
            <source>{number} has no IRN to cancel.</source>
            <translation>{number}-এর বাতিল করার মতো কোনো IRN নেই।</translation>
        </message>
        <message>
            <source>The file is too large to be the portal's answer.</source>
            <translation>ফাইলটি পোর্টালের উত্তর হওয়ার পক্ষে খুব বড়।</translation>
        </message>
    </context>
    <context>
        <name>EINVOICE_REMARKS</name>
        <message>
            <source>Duplicate</source>
            <translation>ডুপ্লিকেট</translation>
        </message>
        <message>
            <source>Data entry mistake</source>
            <translation>তথ্য লেখায় ভুল</translation>
        </message>
        <message>
            <source>Order cancelled</source>
            <translation>অর্ডার বাতিল</translation>
        </message>
        <message>
            <source>Other</source>
            <translation>অন্যান্য</translation>
        </message>
    </context>
    <context>
        <name>FIELD_GRID</name>
        <message>
            <source>Required</source>
            <translation>দিতেই হবে</translation>
        </message>
    </context>
    <context>
        <name>FIGURES</name>
        <message>
            <source>Jan</source>
            <translation>জানু</translation>
        </message>
        <message>
            <source>Feb</source>
            <translation>ফেব্রু</translation>
        </message>
        <message>
            <source>Mar</source>
            <translation>মার্চ</translation>
        </message>
        <message>
            <source>Apr</source>
            <translation>এপ্রি</translation>
        </message>
        <message>
            <source>May</source>
            <translation>মে</translation>
        </message>
        <message>
            <source>Jun</source>
            <translation>জুন</translation>
        </message>
        <message>
            <source>Jul</source>
            <translation>জুলা</translation>
        </message>
        <message>
            <source>Aug</source>
            <translation>আগ</translation>
        </message>
        <message>
            <source>Sep</source>
            <translation>সেপ্টে</translation>
        </message>
        <message>
            <source>Oct</source>
            <translation>অক্টো</translation>
        </message>
        <message>
            <source>Nov</source>
            <translation>নভে</translation>
        </message>
        <message>
            <source>Dec</source>
            <translation>ডিসে</translation>
        </message>
        <message>
            <source>Mon</source>
            <translation>সোম</translation>
        </message>
        <message>
            <source>Tue</source>
            <translation>মঙ্গল</translation>
        </message>
        <message>
            <source>Wed</source>
            <translation>বুধ</translation>
        </message>
        <message>
            <source>Thu</source>
            <translation>বৃহস্পতি</translation>
        </message>
        <message>
            <source>Fri</source>
            <translation>শুক্র</translation>
        </message>
        <message>
            <source>Sat</source>
            <translation>শনি</translation>
        </message>
        <message>
            <source>Sun</source>
            <translation>রবি</translation>
        </message>
        <message>
            <source>January</source>
            <translation>জানুয়ারি</translation>
        </message>
        <message>
            <source>February</source>
            <translation>ফেব্রুয়ারি</translation>
        </message>
        <message>
            <source>March</source>
            <translation>মার্চ</translation>
        </message>
        <message>
            <source>April</source>
            <translation>এপ্রিল</translation>
        </message>
        <message>
            <source>June</source>
            <translation>জুন</translation>
        </message>
        <message>
            <source>July</source>
            <translation>জুলাই</translation>
        </message>
        <message>
            <source>August</source>
            <translation>আগস্ট</translation>
        </message>
        <message>
            <source>September</source>
            <translation>সেপ্টেম্বর</translation>
        </message>
        <message>
            <source>October</source>
            <translation>অক্টোবর</translation>
        </message>
        <message>
            <source>November</source>
            <translation>নভেম্বর</translation>
        </message>
        <message>
            <source>December</source>
            <translation>ডিসেম্বর</translation>
        </message>
        <message>
            <source>Monday</source>
            <translation>সোমবার</translation>
        </message>
        <message>
            <source>Tuesday</source>
            <translation>মঙ্গলবার</translation>
        </message>
        <message>
            <source>Wednesday</source>
            <translation>বুধবার</translation>
        </message>
        <message>
            <source>Thursday</source>
            <translation>বৃহস্পতিবার</translation>
        </message>
        <message>
            <source>Friday</source>
            <translation>শুক্রবার</translation>
        </message>
        <message>
            <source>Saturday</source>
            <translation>শনিবার</translation>
        </message>
        <message>
            <source>Sunday</source>
            <translation>রবিবার</translation>
        </message>
    </context>
    <context>
        <name>FILE_MOVES</name>
        <message>
            <source>{path} could not be changed because another program has it open ({problem}). Close that program, or restart the computer, and try again.</source>
            <translation>{path} বদলানো গেল না, কারণ অন্য একটি প্রোগ্রাম সেটি খুলে রেখেছে ({problem})। সেই প্রোগ্রামটি বন্ধ করুন, বা কম্পিউটার আবার চালু করুন, তারপর আবার চেষ্টা করুন।</translation>
        </message>
    </context>
    <context>
        <name>FORMATTING</name>
        <message>
            <source>Activity sales</source>
            <translation>অ্যাক্টিভিটি বিক্রি</translation>
        </message>
        <message>
            <source>Boat trip sales</source>
            <translation>বোট ট্রিপ বিক্রি</translation>
        </message>
        <message>
            <source>Top-up paid in</source>
            <translation>টপ-আপ জমা</translation>
        </message>
        <message>
            <source>Cancellation charges</source>
            <translation>বাতিল চার্জ</translation>
        </message>
        <message>
            <source>Fare GST due to the government</source>
            <translation>সরকারের প্রাপ্য ভাড়ার GST</translation>
        </message>
        <message>
            <source>Credit used</source>
            <translation>ব্যবহৃত ক্রেডিট</translation>
        </message>
        <message>
            <source>Wallet cash</source>
            <translation>ওয়ালেটের নগদ</translation>
        </message>
        <message>
            <source>Any (lowest fare)</source>
            <translation>যেকোনো (সবচেয়ে কম ভাড়া)</translation>
        </message>
        <message>
            <source>Indian</source>
            <translation>ভারতীয়</translation>
        </message>
        <message>
            <source>Foreign</source>
            <translation>বিদেশি</translation>
        </message>
        <message>
            <source>Adult</source>
            <translation>প্রাপ্তবয়স্ক</translation>
        </message>
        <message>
            <source>Child</source>
            <translation>শিশু</translation>
        </message>
        <message>
            <source>Infant</source>
            <translation>কোলের শিশু</translation>
        </message>
        <message>
            <source>paid from the wallet</source>
            <translation>ওয়ালেট থেকে দেওয়া</translation>
        </message>
        <message>
            <source>Active</source>
            <translation>চালু</translation>
        </message>
        <message>
            <source>nothing refunded</source>
            <translation>কিছুই রিফান্ড হয়নি</translation>
        </message>
        <message>
            <source>part refunded</source>
            <translation>আংশিক রিফান্ড</translation>
        </message>
        <message>
            <source>refunded</source>
            <translation>রিফান্ড হয়েছে</translation>
        </message>
        <message>
            <source>48 h or more ahead: 100 %</source>
            <translation>48 ঘণ্টা বা তার বেশি আগে: 100 %</translation>
        </message>
        <message>
            <source>24 to 48 h ahead: 50 %</source>
            <translation>24 থেকে 48 ঘণ্টা আগে: 50 %</translation>
        </message>
        <message>
            <source>Under 24 h: closed</source>
            <translation>24 ঘণ্টার কম: বন্ধ</translation>
        </message>
        <message>
            <source>{days} d {hours} h</source>
            <translation>{days} দিন {hours} ঘণ্টা</translation>
        </message>
        <message>
            <source>closed</source>
            <comment>no time left</comment>
            <translation>বন্ধ</translation>
        </message>
        <message>
            <source>{hours} h {minutes} min</source>
            <translation>{hours} ঘণ্টা {minutes} মিনিট</translation>
        </message>
        <message>
            <source>{minutes} min {seconds} s</source>
            <translation>{minutes} মিনিট {seconds} সেকেন্ড</translation>
        </message>
        <message>
            <source>{size} MB</source>
            <translation>{size} MB</translation>
        </message>
        <message>
            <source>as of {time}, {ago} ago</source>
            <translation>{time} অনুযায়ী, {ago} আগে</translation>
        </message>
        <message>
            <source>{hours} h</source>
            <translation>{hours} ঘণ্টা</translation>
        </message>
        <message>
            <source>{minutes} min</source>
            <translation>{minutes} মিনিট</translation>
        </message>
        <message>
            <source>departed {moment}</source>
            <translation>ছেড়ে গেছে {moment}</translation>
        </message>
        <message>
            <source>departs {moment}, in {left}</source>
            <translation>ছাড়বে {moment}, {left} পরে</translation>
        </message>
        <message>
            <source>Not cancellable: cancellation closes 24 h before the start.</source>
            <translation>বাতিল করা যাবে না: শুরুর 24 ঘণ্টা আগে বাতিল বন্ধ হয়।</translation>
        </message>
        <message>
            <source>Not cancellable: cancellation closes 24 h before the start (travel date {day}).</source>
            <translation>বাতিল করা যাবে না: শুরুর 24 ঘণ্টা আগে বাতিল বন্ধ হয় (যাত্রার তারিখ {day})।</translation>
        </message>
        <message>
            <source>Not cancellable: cancellation closes 24 h before the start; {departs}.</source>
            <translation>বাতিল করা যাবে না: শুরুর 24 ঘণ্টা আগে বাতিল বন্ধ হয়; {departs}।</translation>
        </message>
        <message>
            <source>Not cancellable: cancellation closes 24 h before the start; departs {moment}.</source>
            <translation>বাতিল করা যাবে না: শুরুর 24 ঘণ্টা আগে বাতিল বন্ধ হয়; ছাড়বে {moment}।</translation>
        </message>
        <message>
            <source>Full refund until {moment}</source>
            <translation>{moment} পর্যন্ত পুরো রিফান্ড</translation>
        </message>
        <message>
            <source>Half refund if cancelled now: departs in {hours} h</source>
            <translation>এখন বাতিল করলে অর্ধেক রিফান্ড: {hours} ঘণ্টা পরে ছাড়বে</translation>
        </message>
        <message>
            <source>Not refundable: departs in {left}</source>
            <translation>ফেরতযোগ্য নয়: {left} পরে ছাড়বে</translation>
        </message>
        <message>
            <source>Settled</source>
            <translation>নিষ্পত্তি হয়েছে</translation>
        </message>
        <message>
            <source>Free</source>
            <translation>বিনামূল্যে</translation>
        </message>
    </context>
    <context>
        <name>GST_EXPORT</name>
        <message>
            <source>The GST export could not be written ({reason}). Choose another folder.</source>
            <translation>GST এক্সপোর্ট লেখা যায়নি ({reason})। অন্য ফোল্ডার বাছুন।</translation>
        </message>
        <message numerus="yes">
            <source>GST export of {first} to {last}: %n invoice(s) and credit note(s) in {folder}.</source>
            <translation>
                <numerusform>{first} থেকে {last}-এর GST এক্সপোর্ট: {folder}-এ %nটি ইনভয়েস ও ক্রেডিট নোট।</numerusform>
                <numerusform>{first} থেকে {last}-এর GST এক্সপোর্ট: {folder}-এ %nটি ইনভয়েস ও ক্রেডিট নোট।</numerusform>
            </translation>
        </message>
        <message>
            <source>GSTR-3B figures of {first} to {last} (CSV and PDF) in {folder}.</source>
            <translation>{first} থেকে {last} পর্যন্ত GSTR-3B-এর হিসাব (CSV ও PDF) {folder}-এ।</translation>
        </message>
        <message>
            <source>{month} was closed on {day}: these are its files as its close made them.</source>
            <translation>{month} {day} তারিখে বন্ধ করা হয়েছিল: এগুলি সেই ফাইল, যা বন্ধ করার সময় তৈরি হয়েছিল।</translation>
        </message>
    </context>
    <context>
        <name>GST_EXPORT_DIALOG</name>
        <message>
            <source>One day</source>
            <translation>এক দিন</translation>
        </message>
        <message>
            <source>One month</source>
            <translation>এক মাস</translation>
        </message>
        <message>
            <source>From one day to another</source>
            <translation>এক দিন থেকে আরেক দিন</translation>
        </message>
        <message>
            <source>C&amp;hoose…</source>
            <translation>বাছুন (&amp;H)…</translation>
        </message>
        <message>
            <source>&amp;Period</source>
            <translation>সময় (&amp;P)</translation>
        </message>
        <message>
            <source>&amp;Day</source>
            <translation>দিন (&amp;D)</translation>
        </message>
        <message>
            <source>&amp;Month</source>
            <translation>মাস (&amp;M)</translation>
        </message>
        <message>
            <source>&amp;First day</source>
            <translation>প্রথম দিন (&amp;F)</translation>
        </message>
        <message>
            <source>&amp;Last day</source>
            <translation>শেষ দিন (&amp;L)</translation>
        </message>
        <message>
            <source>F&amp;older</source>
            <translation>ফোল্ডার (&amp;O)</translation>
        </message>
        <message>
            <source>&amp;Export</source>
            <translation>এক্সপোর্ট (&amp;E)</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>বন্ধ করুন</translation>
        </message>
        <message>
            <source>Folder for the GST export</source>
            <translation>GST এক্সপোর্টের ফোল্ডার</translation>
        </message>
        <message>
            <source>Choose the folder the files go to.</source>
            <translation>যে ফোল্ডারে ফাইলগুলো যাবে সেটি বাছুন।</translation>
        </message>
        <message>
            <source>Writing the GST export…</source>
            <translation>GST এক্সপোর্ট লেখা হচ্ছে…</translation>
        </message>
        <message>
            <source>Writing the GST export: {written} of {total} files…</source>
            <translation>GST এক্সপোর্ট লেখা হচ্ছে: {total}টি ফাইলের মধ্যে {written}টি…</translation>
        </message>
        <message>
            <source>Sales register (CSV and Excel), GSTR-1 in the offline tool's CSV templates and as the portal's JSON, and Tally XML of the invoices and credit notes issued in the period.</source>
            <translation>সময়ের মধ্যে দেওয়া ইনভয়েস ও ক্রেডিট নোটের বিক্রয় রেজিস্টার (CSV ও Excel), অফলাইন টুলের CSV টেমপ্লেটে ও পোর্টালের JSON হিসেবে GSTR-1, আর Tally XML।</translation>
        </message>
        <message>
            <source>Register, GSTR-1 and Tally</source>
            <translation>রেজিস্টার, GSTR-1 ও Tally</translation>
        </message>
        <message>
            <source>GSTR-3B figures (CSV and PDF)</source>
            <translation>GSTR-3B-এর হিসাব (CSV ও PDF)</translation>
        </message>
        <message>
            <source>P&amp;apers</source>
            <translation>কাগজপত্র (&amp;A)</translation>
        </message>
        <message>
            <source>GSTR-3B's tables 3.1, 3.2 and 4 of the month, from its GSTR-1 and the books, with the differences listed by document.</source>
            <translation>মাসের GSTR-3B-এর সারণি 3.1, 3.2 ও 4, তার GSTR-1 ও হিসাবের খাতা থেকে, পার্থক্যগুলি নথি ধরে তালিকাভুক্ত।</translation>
        </message>
    </context>
    <context>
        <name>GSTR3B_PRINT</name>
        <message>
            <source>Not held by this app</source>
            <translation>এই অ্যাপ রাখে না</translation>
        </message>
        <message>
            <source>Nature of supplies</source>
            <translation>সরবরাহের ধরন</translation>
        </message>
        <message>
            <source>Total taxable value</source>
            <translation>মোট করযোগ্য মূল্য</translation>
        </message>
        <message>
            <source>Integrated tax</source>
            <translation>সমন্বিত কর</translation>
        </message>
        <message>
            <source>Central tax</source>
            <translation>কেন্দ্রীয় কর</translation>
        </message>
        <message>
            <source>State/UT tax</source>
            <translation>রাজ্য/কেন্দ্রশাসিত অঞ্চল কর</translation>
        </message>
        <message>
            <source>Cess</source>
            <translation>সেস</translation>
        </message>
        <message>
            <source>The books' output GST of the month</source>
            <translation>মাসের হিসাবের খাতায় আউটপুট GST</translation>
        </message>
        <message>
            <source>Place of supply (State/UT)</source>
            <translation>সরবরাহের স্থান (রাজ্য/কেন্দ্রশাসিত অঞ্চল)</translation>
        </message>
        <message>
            <source>None this month</source>
            <translation>এই মাসে কিছু নেই</translation>
        </message>
        <message>
            <source>Details</source>
            <translation>বিস্তারিত</translation>
        </message>
        <message>
            <source>Tax, all heads</source>
            <translation>কর, সব খাত</translation>
        </message>
        <message>
            <source>A document of the month: the month's books hold another tax</source>
            <translation>মাসের নথি: মাসের হিসাবের খাতায় অন্য কর আছে</translation>
        </message>
        <message>
            <source>Tax in the month's books of no document of it</source>
            <translation>মাসের হিসাবের খাতায় এমন কর যার এই মাসের কোনো নথি নেই</translation>
        </message>
        <message>
            <source>A credit note of an earlier month's invoice</source>
            <translation>আগের মাসের ইনভয়েসের ক্রেডিট নোট</translation>
        </message>
        <message>
            <source>Document</source>
            <translation>নথি</translation>
        </message>
        <message>
            <source>Why</source>
            <translation>কেন</translation>
        </message>
        <message>
            <source>Invoice</source>
            <translation>ইনভয়েস</translation>
        </message>
        <message>
            <source>Tax in GSTR-3B</source>
            <translation>GSTR-3B-তে কর</translation>
        </message>
        <message>
            <source>Tax in the books</source>
            <translation>হিসাবের খাতায় কর</translation>
        </message>
        <message>
            <source>GSTR-3B figures, {first} to {last}</source>
            <translation>GSTR-3B-এর হিসাব, {first} থেকে {last}</translation>
        </message>
        <message>
            <source>GSTIN {gstin}, return period {period}</source>
            <translation>GSTIN {gstin}, রিটার্নের সময়কাল {period}</translation>
        </message>
        <message>
            <source>Amounts in INR. 3.1 and 3.2 are the month's GSTR-1, credit notes taken off; 4 (A)(5) is the input GST the books hold of the payment apps' fees, the card acquirers' MDR and the bank's charges.</source>
            <translation>অঙ্ক INR-এ। 3.1 ও 3.2 মাসের GSTR-1, ক্রেডিট নোট বাদ দিয়ে; 4 (A)(5) হল সেই ইনপুট GST যা হিসাবের খাতায় পেমেন্ট অ্যাপের ফি, কার্ড অ্যাকোয়ারারের MDR ও ব্যাংকের চার্জের উপর ধরা আছে।</translation>
        </message>
        <message>
            <source>No differences.</source>
            <translation>কোনো পার্থক্য নেই।</translation>
        </message>
        <message>
            <source>3.1 Outward supplies</source>
            <translation>3.1 বহির্মুখী সরবরাহ</translation>
        </message>
        <message>
            <source>3.2 Inter-state supplies</source>
            <translation>3.2 আন্তঃরাজ্য সরবরাহ</translation>
        </message>
        <message>
            <source>4 Eligible ITC</source>
            <translation>4 যোগ্য ইনপুট ট্যাক্স ক্রেডিট (ITC)</translation>
        </message>
        <message>
            <source>Differences with the books</source>
            <translation>হিসাবের খাতার সঙ্গে পার্থক্য</translation>
        </message>
    </context>
    <context>
        <name>GST_NAMES</name>
        <message>
            <source>Fare GST</source>
            <translation>ভাড়ার GST</translation>
        </message>
        <message>
            <source>Fare GST {rate}%</source>
            <translation>ভাড়ার GST {rate}%</translation>
        </message>
        <message>
            <source>Agency GST included</source>
            <translation>অন্তর্ভুক্ত এজেন্সি GST</translation>
        </message>
        <message>
            <source>Fare GST on the net</source>
            <translation>নেটের উপর ভাড়ার GST</translation>
        </message>
        <message>
            <source>Fare GST {rate}% on the net</source>
            <translation>নেটের উপর ভাড়ার GST {rate}%</translation>
        </message>
    </context>
    <context>
        <name>GST_SETTINGS</name>
        <message>
            <source>Customer (party) ledger</source>
            <translation>গ্রাহক (পার্টি) লেজার</translation>
        </message>
        <message>
            <source>Service charge ledger</source>
            <translation>সার্ভিস চার্জ লেজার</translation>
        </message>
        <message>
            <source>Tour package ledger</source>
            <translation>ট্যুর প্যাকেজ লেজার</translation>
        </message>
        <message>
            <source>Reimbursement ledger</source>
            <translation>রিইমবার্সমেন্ট লেজার</translation>
        </message>
        <message>
            <source>Discount ledger</source>
            <translation>ছাড় লেজার</translation>
        </message>
        <message>
            <source>Round-off ledger</source>
            <translation>রাউন্ড-অফ লেজার</translation>
        </message>
        <message>
            <source>CGST ledger</source>
            <translation>CGST লেজার</translation>
        </message>
        <message>
            <source>SGST ledger</source>
            <translation>SGST লেজার</translation>
        </message>
        <message>
            <source>IGST ledger</source>
            <translation>IGST লেজার</translation>
        </message>
        <message>
            <source>Boat sales taxed as</source>
            <translation>বোট বিক্রিতে কর যেভাবে</translation>
        </message>
        <message>
            <source>Activity sales taxed as</source>
            <translation>অ্যাক্টিভিটি বিক্রিতে কর যেভাবে</translation>
        </message>
        <message>
            <source>GST: registration, tax, Tally</source>
            <translation>GST: নিবন্ধন, কর, Tally</translation>
        </message>
        <message>
            <source>Blank: the agency name</source>
            <translation>খালি: এজেন্সির নাম</translation>
        </message>
        <message>
            <source>From the GSTIN</source>
            <translation>GSTIN থেকে</translation>
        </message>
        <message>
            <source>Legal name</source>
            <translation>আইনি নাম</translation>
        </message>
        <message>
            <source>State</source>
            <translation>রাজ্য</translation>
        </message>
        <message>
            <source>Default: agent, {agent}% on the service charge only (SAC {activity} for activities, {boat} for boats); tour operator: {operator}% on the whole price (SAC {package}). Without a GSTIN a sale has a plain receipt and a refund a refund slip, no tax document. Choose with your accountant.</source>
            <translation>ডিফল্ট: এজেন্ট, শুধু সার্ভিস চার্জের ওপর {agent}% (অ্যাক্টিভিটির জন্য SAC {activity}, বোটের জন্য {boat}); ট্যুর অপারেটর: পুরো দামের ওপর {operator}% (SAC {package})। GSTIN ছাড়া বিক্রিতে সাধারণ রসিদ আর রিফান্ডে রিফান্ড স্লিপ হয়, কোনো ট্যাক্স ডকুমেন্ট নয়। আপনার হিসাবরক্ষকের সঙ্গে বাছুন।</translation>
        </message>
        <message>
            <source>Turnover (e-invoices)</source>
            <translation>টার্নওভার (ই-ইনভয়েস)</translation>
        </message>
        <message>
            <source>UTGST ledger</source>
            <translation>UTGST লেজার</translation>
        </message>
        <message>
            <source>Cash ledger</source>
            <translation>নগদ লেজার</translation>
        </message>
        <message>
            <source>Bank ledger</source>
            <translation>ব্যাংক লেজার</translation>
        </message>
        <message>
            <source>Takings to be settled (UPI, card) ledger</source>
            <translation>নিষ্পত্তি বাকি প্রাপ্তি (UPI, কার্ড) লেজার</translation>
        </message>
        <message>
            <source>Tour purchases ledger</source>
            <translation>ট্যুর ক্রয় লেজার</translation>
        </message>
        <message>
            <source>Partner wallet ledger</source>
            <translation>পার্টনার ওয়ালেট লেজার</translation>
        </message>
        <message>
            <source>Partner wallet credit ledger</source>
            <translation>পার্টনার ওয়ালেট ক্রেডিট লেজার</translation>
        </message>
        <message>
            <source>Agency fee ledger</source>
            <translation>এজেন্সি ফি লেজার</translation>
        </message>
        <message>
            <source>Payment app fees ledger</source>
            <translation>পেমেন্ট অ্যাপ ফি লেজার</translation>
        </message>
        <message>
            <source>Card MDR ledger</source>
            <translation>কার্ড MDR লেজার</translation>
        </message>
        <message>
            <source>Bank charges ledger</source>
            <translation>ব্যাংক চার্জ লেজার</translation>
        </message>
        <message>
            <source>Input GST ledger</source>
            <translation>ইনপুট GST লেজার</translation>
        </message>
        <message>
            <source>Cash over and short ledger</source>
            <translation>নগদ বেশি/কম লেজার</translation>
        </message>
        <message>
            <source>Rent and office expenses ledger</source>
            <translation>ভাড়া ও অফিস খরচ লেজার</translation>
        </message>
        <message>
            <source>Bank interest ledger</source>
            <translation>ব্যাংক সুদ লেজার</translation>
        </message>
        <message>
            <source>Capital account ledger</source>
            <translation>মূলধন হিসাব লেজার</translation>
        </message>
    </context>
    <context>
        <name>HEADER</name>
        <message>
            <source>This computer has no password store (keyring) to keep the key that seals this counter&apos;s records, so they are sent to the agency store unsealed: a change made to them in the journal file cannot be proved. Ask your IT to set one up.</source>
            <translation>এই কাউন্টারের রেকর্ড সিল করার কী রাখার জন্য এই কম্পিউটারে কোনো পাসওয়ার্ড স্টোর (কিরিং) নেই, তাই সেগুলি এজেন্সি স্টোরে সিল ছাড়া পাঠানো হয়: জার্নাল ফাইলে সেগুলিতে করা কোনো পরিবর্তন প্রমাণ করা যায় না। আপনার IT-কে একটি সেট আপ করতে বলুন।</translation>
        </message>
        <message>
            <source>Records not sealed: no keyring on this computer</source>
            <translation>রেকর্ড সিল করা নয়: এই কম্পিউটারে কীরিং নেই</translation>
        </message>
        <message>
            <source>&lt;b&gt;{clerk}&lt;/b&gt; · since {opened} · counter {counter}</source>
            <translation>&lt;b&gt;{clerk}&lt;/b&gt; · {opened} থেকে · কাউন্টার {counter}</translation>
        </message>
        <message>
            <source>No shift open · counter {counter}</source>
            <translation>কোনো শিফট খোলা নেই · কাউন্টার {counter}</translation>
        </message>
        <message>
            <source>SANDBOX</source>
            <translation>স্যান্ডবক্স</translation>
        </message>
        <message>
            <source>LIVE</source>
            <translation>লাইভ</translation>
        </message>
        <message>
            <source>CHECKING…</source>
            <translation>দেখা হচ্ছে…</translation>
        </message>
        <message>
            <source>The service says it is a sandbox: training, nothing is real.</source>
            <translation>সার্ভিস বলছে এটি স্যান্ডবক্স: প্রশিক্ষণ, কিছুই আসল নয়।</translation>
        </message>
        <message>
            <source>Live service: bookings are real and paid from the wallet.</source>
            <translation>লাইভ সার্ভিস: বুকিং আসল এবং ওয়ালেট থেকে পেমেন্ট হয়।</translation>
        </message>
        <message>
            <source>The service has not answered yet: sandbox or live is not known.</source>
            <translation>সার্ভিস এখনও উত্তর দেয়নি: স্যান্ডবক্স না লাইভ জানা নেই।</translation>
        </message>
        <message>
            <source>Connecting…</source>
            <translation>যুক্ত হচ্ছে…</translation>
        </message>
        <message>
            <source>● Online</source>
            <translation>● অনলাইন</translation>
        </message>
        <message>
            <source>◌ Retrying</source>
            <translation>◌ আবার চেষ্টা</translation>
        </message>
        <message>
            <source>● Offline</source>
            <translation>● অফলাইন</translation>
        </message>
        <message>
            <source>Agent —</source>
            <translation>এজেন্ট —</translation>
        </message>
        <message>
            <source>Wallet —</source>
            <translation>ওয়ালেট —</translation>
        </message>
        <message>
            <source>Selling stopped: the service changed from {before} to {after}</source>
            <translation>বিক্রি বন্ধ: সার্ভিস {before} থেকে {after}-এ বদলে গেছে</translation>
        </message>
        <message>
            <source>Wallet &lt;b&gt;{balance}&lt;/b&gt; · credit left {credit}</source>
            <translation>ওয়ালেট &lt;b&gt;{balance}&lt;/b&gt; · ক্রেডিট বাকি {credit}</translation>
        </message>
        <message>
            <source>&lt;i&gt;({as_of}, refreshing…)&lt;/i&gt;</source>
            <translation>&lt;i&gt;({as_of}, রিফ্রেশ হচ্ছে…)&lt;/i&gt;</translation>
        </message>
        <message>
            <source>Last seen {when}, kept on this computer.</source>
            <translation>শেষ দেখা {when}, এই কম্পিউটারে রাখা।</translation>
        </message>
        <message>
            <source>{state} · next try {time}</source>
            <translation>{state} · পরের চেষ্টা {time}</translation>
        </message>
        <message>
            <source>Every sale and report of this counter is copied to the agency store; selling never waits for it.</source>
            <translation>এই কাউন্টারের প্রতিটি বিক্রি ও রিপোর্ট এজেন্সি স্টোরে কপি হয়; বিক্রি কখনও এর জন্য অপেক্ষা করে না।</translation>
        </message>
    </context>
    <context>
        <name>HEADER_CONTROLLER</name>
        <message>
            <source>No API key is saved for this service. Open Settings (Ctrl+6) and enter the key the service's office issued to this agency.</source>
            <translation>এই সার্ভিসের জন্য কোনো API কী সেভ করা নেই। সেটিংস (Ctrl+6) খুলে সার্ভিসের অফিস এই এজেন্সিকে যে কী দিয়েছে সেটি দিন।</translation>
        </message>
        <message>
            <source>The built-in sandbox could not start ({reason}). Restart the app; if it happens again, send the log file to your support contact.</source>
            <translation>ভেতরের স্যান্ডবক্স চালু হতে পারেনি ({reason})। অ্যাপ আবার চালু করুন; আবার হলে লগ ফাইল আপনার সাপোর্টকে পাঠান।</translation>
        </message>
    </context>
    <context>
        <name>HELP</name>
        <message>
            <source>&lt;ol&gt;&lt;li&gt;Type the customer on the quick line (Alt+T): name, e-mail, phone, then Enter. A customer who bought here before: their phone alone (and the seats) offers their details, and Enter fills them in. The customer's language (Alt and the number on its button) is what the customer display and their papers are in; a returning customer's comes back with their phone.&lt;/li&gt;&lt;li&gt;Type each passenger on the quick passenger line (Alt+Q): name, age, gender and nationality, then Enter; or read the passport with the MRZ reader, or add a scan (Ctrl+O, drop or paste). An Indian passenger with Aadhaar: scan the card's QR code with the imager into the quick passenger line (see below).&lt;/li&gt;&lt;li&gt;Ctrl+Enter reviews the sale. The review opens on &lt;b&gt;Confirm&lt;/b&gt;: Enter pays, Esc goes back.&lt;/li&gt;&lt;li&gt;Print or save the voucher and give the customer the receipt; Ctrl+N starts the next sale.&lt;/li&gt;&lt;/ol&gt;</source>
            <translation>&lt;ol&gt;&lt;li&gt;দ্রুত লাইনে (Alt+T) গ্রাহক লিখুন: নাম, ই-মেল, ফোন, তারপর Enter। যে গ্রাহক আগে এখানে কিনেছেন: শুধু তাঁর ফোন (আর সিট) দিলেই তাঁর তথ্য দেখায়, আর Enter সেগুলো পূরণ করে। গ্রাহকের ভাষা (Alt আর তার বোতামে লেখা সংখ্যা): গ্রাহকের ডিসপ্লে আর তাঁর কাগজপত্র (ভাউচার, রসিদ) এই ভাষায় হয়; আগে আসা গ্রাহকের ভাষা তাঁর ফোন থেকেই ফিরে আসে।&lt;/li&gt;&lt;li&gt;দ্রুত যাত্রী লাইনে (Alt+Q) প্রত্যেক যাত্রী লিখুন: নাম, বয়স, লিঙ্গ আর জাতীয়তা, তারপর Enter; বা MRZ রিডার দিয়ে পাসপোর্ট পড়ুন, বা একটি স্ক্যান যোগ করুন (Ctrl+O, টেনে ছাড়ুন বা পেস্ট করুন)। আধার থাকা ভারতীয় যাত্রী: কার্সর দ্রুত যাত্রী লাইনে রেখে ইমেজার দিয়ে কার্ডের QR কোড স্ক্যান করুন (নিচে দেখুন)।&lt;/li&gt;&lt;li&gt;Ctrl+Enter বিক্রিটি দেখায়। দেখার পাতা &lt;b&gt;কনফার্ম&lt;/b&gt;-এ খোলে: Enter পেমেন্ট করে, Esc ফিরে যায়।&lt;/li&gt;&lt;li&gt;ভাউচার প্রিন্ট বা সেভ করুন এবং গ্রাহককে রসিদ দিন; Ctrl+N পরের বিক্রি শুরু করে।&lt;/li&gt;&lt;/ol&gt;</translation>
        </message>
        <message>
            <source>&lt;ol&gt;&lt;li&gt;Read the balance and the credit gauge.&lt;/li&gt;&lt;li&gt;Choose a ledger journal to see its double-entry lines.&lt;/li&gt;&lt;li&gt;Alt+B shows the balance through today, each top-up and sale marked, with the same figures in a table (Ctrl+C copies it).&lt;/li&gt;&lt;li&gt;F5 reads the wallet again.&lt;/li&gt;&lt;/ol&gt;</source>
            <translation>&lt;ol&gt;&lt;li&gt;ব্যালান্স আর ক্রেডিট মিটার দেখুন।&lt;/li&gt;&lt;li&gt;একটি লেজার জার্নাল বেছে তার ডাবল-এন্ট্রি লাইন দেখুন।&lt;/li&gt;&lt;li&gt;Alt+B আজ পর্যন্ত ব্যালান্স দেখায়, প্রতিটি টপ-আপ ও বিক্রি চিহ্নিত, একই হিসাব একটি টেবিলে (Ctrl+C কপি করে)।&lt;/li&gt;&lt;li&gt;F5 ওয়ালেট আবার পড়ে।&lt;/li&gt;&lt;/ol&gt;</translation>
        </message>
        <message>
            <source>The cursor to “{text}”</source>
            <translation>কার্সর “{text}”-এ</translation>
        </message>
        <message>
            <source>Find in the catalogue: the cursor to its filter</source>
            <translation>ক্যাটালগে খুঁজুন: কার্সর তার ফিল্টারে</translation>
        </message>
        <message>
            <source>Read the screen's figures again</source>
            <translation>স্ক্রিনের হিসাব আবার পড়ুন</translation>
        </message>
        <message>
            <source>Next travel day</source>
            <translation>পরের যাত্রার দিন</translation>
        </message>
        <message>
            <source>Previous travel day</source>
            <translation>আগের যাত্রার দিন</translation>
        </message>
        <message>
            <source>Review the sale</source>
            <translation>বিক্রিটি দেখে নিন</translation>
        </message>
        <message>
            <source>Next passenger</source>
            <translation>পরের যাত্রী</translation>
        </message>
        <message>
            <source>Previous passenger</source>
            <translation>আগের যাত্রী</translation>
        </message>
        <message>
            <source>Bring back the passengers removed last</source>
            <translation>শেষে সরানো যাত্রীদের ফিরিয়ে আনুন</translation>
        </message>
        <message>
            <source>Add a scan from a file</source>
            <translation>ফাইল থেকে স্ক্যান যোগ করুন</translation>
        </message>
        <message>
            <source>Paste a scan</source>
            <translation>স্ক্যান পেস্ট করুন</translation>
        </message>
        <message>
            <source>Take the scanner's new scan for the passenger shown</source>
            <translation>দেখানো যাত্রীর জন্য স্ক্যানারের নতুন স্ক্যান নিন</translation>
        </message>
        <message>
            <source>From the review back to the form</source>
            <translation>দেখার পাতা থেকে ফর্মে ফিরুন</translation>
        </message>
        <message>
            <source>Copy the booking reference</source>
            <translation>বুকিং রেফারেন্স কপি করুন</translation>
        </message>
        <message>
            <source>Print the voucher</source>
            <translation>ভাউচার প্রিন্ট করুন</translation>
        </message>
        <message>
            <source>Save the voucher as PDF</source>
            <translation>ভাউচার PDF হিসেবে সেভ করুন</translation>
        </message>
        <message>
            <source>New sale: back to the catalogue</source>
            <translation>নতুন বিক্রি: ক্যাটালগে ফিরুন</translation>
        </message>
        <message>
            <source>What is for sale on a travel day: the island tours (activities) and the boat trips, with the seats left in each slot or departure.</source>
            <translation>যাত্রার দিনে যা বিক্রি হয়: দ্বীপের ট্যুর (অ্যাক্টিভিটি) আর বোট ট্রিপ, প্রতিটি স্লট বা ছাড়ার সময়ে বাকি সিট সহ।</translation>
        </message>
        <message>
            <source>&lt;ol&gt;&lt;li&gt;Choose &lt;b&gt;Activities&lt;/b&gt; (Alt+A) or &lt;b&gt;Boats&lt;/b&gt; (Alt+B): the cursor goes to the filter.&lt;/li&gt;&lt;li&gt;Choose the travel day; Alt+← and Alt+→ move it by one day.&lt;/li&gt;&lt;li&gt;Type part of a name: Enter opens the first match on its first bookable slot or departure.&lt;/li&gt;&lt;li&gt;Enter again (or &lt;b&gt;Book this slot&lt;/b&gt;) starts the sale on the Book screen.&lt;/li&gt;&lt;/ol&gt;</source>
            <translation>&lt;ol&gt;&lt;li&gt;&lt;b&gt;অ্যাক্টিভিটি&lt;/b&gt; (Alt+A) বা &lt;b&gt;বোট&lt;/b&gt; (Alt+B) বাছুন: কার্সর ফিল্টারে যায়।&lt;/li&gt;&lt;li&gt;যাত্রার দিন বাছুন; Alt+← আর Alt+→ এক দিন করে সরায়।&lt;/li&gt;&lt;li&gt;নামের একটি অংশ লিখুন: Enter প্রথম মিলটির প্রথম বুকযোগ্য স্লট বা ছাড়ার সময় খোলে।&lt;/li&gt;&lt;li&gt;আবার Enter (বা &lt;b&gt;এই স্লট বুক করুন&lt;/b&gt;) বুক স্ক্রিনে বিক্রি শুরু করে।&lt;/li&gt;&lt;/ol&gt;</translation>
        </message>
        <message>
            <source>The sale: the customer, the passengers, the review and the payment from the wallet, then the voucher.</source>
            <translation>বিক্রি: গ্রাহক, যাত্রী, দেখে নেওয়া আর ওয়ালেট থেকে পেমেন্ট, তারপর ভাউচার।</translation>
        </message>
        <message>
            <source>A booking by its reference: its status, and its cancellation with refund.</source>
            <translation>রেফারেন্স দিয়ে একটি বুকিং: তার অবস্থা, আর রিফান্ড সহ তার বাতিল।</translation>
        </message>
        <message>
            <source>&lt;ol&gt;&lt;li&gt;Type or scan the booking reference and press Enter.&lt;/li&gt;&lt;li&gt;The status card shows the booking, its passengers and what it cost.&lt;/li&gt;&lt;li&gt;To cancel, choose the whole booking or some passengers and ask for the quote: the refunds are shown side by side.&lt;/li&gt;&lt;li&gt;Nothing is cancelled until you confirm the question that follows; then the customer's refund is recorded.&lt;/li&gt;&lt;/ol&gt;</source>
            <translation>&lt;ol&gt;&lt;li&gt;বুকিং রেফারেন্স লিখুন বা স্ক্যান করুন এবং Enter চাপুন।&lt;/li&gt;&lt;li&gt;অবস্থার কার্ডে বুকিং, তার যাত্রী আর খরচ দেখায়।&lt;/li&gt;&lt;li&gt;বাতিল করতে পুরো বুকিং বা কিছু যাত্রী বেছে হিসাব চান: রিফান্ডগুলো পাশাপাশি দেখানো হয়।&lt;/li&gt;&lt;li&gt;পরের প্রশ্নে আপনি কনফার্ম না করা পর্যন্ত কিছুই বাতিল হয় না; তারপর গ্রাহকের রিফান্ড লেখা হয়।&lt;/li&gt;&lt;/ol&gt;</translation>
        </message>
        <message>
            <source>The agency's prepaid wallet: the balance, the credit left and the ledger of every debit and refund.</source>
            <translation>এজেন্সির প্রিপেড ওয়ালেট: ব্যালান্স, ক্রেডিট বাকি আর প্রতিটি কাটা ও রিফান্ডের লেজার।</translation>
        </message>
        <message>
            <source>This counter's bookings: search, filter by day, totals and CSV.</source>
            <translation>এই কাউন্টারের বুকিং: খোঁজা, দিন অনুযায়ী ফিল্টার, মোট আর CSV।</translation>
        </message>
        <message>
            <source>&lt;ol&gt;&lt;li&gt;Type a reference, a name or a product to search.&lt;/li&gt;&lt;li&gt;Choose a day to see its bookings and totals.&lt;/li&gt;&lt;li&gt;Enter opens the chosen booking in Lookup.&lt;/li&gt;&lt;li&gt;Save the list as CSV for the office.&lt;/li&gt;&lt;/ol&gt;</source>
            <translation>&lt;ol&gt;&lt;li&gt;খুঁজতে একটি রেফারেন্স, নাম বা পণ্য লিখুন।&lt;/li&gt;&lt;li&gt;একটি দিনের বুকিং আর মোট দেখতে দিন বাছুন।&lt;/li&gt;&lt;li&gt;Enter বাছা বুকিং খোঁজ-এ খোলে।&lt;/li&gt;&lt;li&gt;অফিসের জন্য তালিকা CSV হিসেবে সেভ করুন।&lt;/li&gt;&lt;/ol&gt;</translation>
        </message>
        <message>
            <source>Where this counter sells and how: the service, the API key, printers and the agency's details on documents.</source>
            <translation>এই কাউন্টার কোথায় ও কীভাবে বিক্রি করে: সার্ভিস, API কী, প্রিন্টার আর ডকুমেন্টে এজেন্সির তথ্য।</translation>
        </message>
        <message>
            <source>&lt;ol&gt;&lt;li&gt;Choose &lt;b&gt;Sandbox&lt;/b&gt; for training or &lt;b&gt;Live&lt;/b&gt; for real sales.&lt;/li&gt;&lt;li&gt;For live, type the service's address and the API key from its office (the key is kept in the system's key store).&lt;/li&gt;&lt;li&gt;Check the printers and the agency's name, address and GSTIN.&lt;/li&gt;&lt;li&gt;Save: the counter connects again at once.&lt;/li&gt;&lt;/ol&gt;</source>
            <translation>&lt;ol&gt;&lt;li&gt;প্রশিক্ষণের জন্য &lt;b&gt;স্যান্ডবক্স&lt;/b&gt; বা আসল বিক্রির জন্য &lt;b&gt;লাইভ&lt;/b&gt; বাছুন।&lt;/li&gt;&lt;li&gt;লাইভের জন্য সার্ভিসের ঠিকানা আর তার অফিস থেকে পাওয়া API কী লিখুন (কী সিস্টেমের কী স্টোরে রাখা হয়)।&lt;/li&gt;&lt;li&gt;প্রিন্টার আর এজেন্সির নাম, ঠিকানা ও GSTIN দেখুন।&lt;/li&gt;&lt;li&gt;সেভ করুন: কাউন্টার সঙ্গে সঙ্গে আবার যুক্ত হয়।&lt;/li&gt;&lt;/ol&gt;</translation>
        </message>
        <message>
            <source>The day's sales and refunds checked against the wallet's ledger, and the cash drawer of the shift.</source>
            <translation>দিনের বিক্রি ও রিফান্ড ওয়ালেটের লেজারের সঙ্গে মেলানো, আর শিফটের ক্যাশ ড্রয়ার।</translation>
        </message>
        <message>
            <source>Go to {screen}</source>
            <translation>{screen}-এ যান</translation>
        </message>
        <message>
            <source>Keys</source>
            <translation>কী</translation>
        </message>
        <message>
            <source>What it does</source>
            <translation>কী করে</translation>
        </message>
        <message>
            <source>Where</source>
            <translation>কোথায়</translation>
        </message>
        <message>
            <source>Everywhere</source>
            <translation>সব জায়গায়</translation>
        </message>
        <message>
            <source>&amp;Close</source>
            <translation>বন্ধ করুন (&amp;C)</translation>
        </message>
        <message>
            <source>Help: {screen}</source>
            <translation>সাহায্য: {screen}</translation>
        </message>
        <message>
            <source>Help for the screen</source>
            <translation>স্ক্রিনের সাহায্য</translation>
        </message>
        <message>
            <source>What it is for</source>
            <translation>কীসের জন্য</translation>
        </message>
        <message>
            <source>Usual steps</source>
            <translation>সাধারণ ধাপ</translation>
        </message>
        <message>
            <source>Alt with the underlined letter of a button presses it. Ctrl+/ lists every shortcut of the window.</source>
            <translation>Alt আর বোতামের নিচে দাগ দেওয়া অক্ষর সেটি চাপে। Ctrl+/ উইন্ডোর সব শর্টকাট দেখায়।</translation>
        </message>
        <message>
            <source>Shortcuts of this screen</source>
            <translation>এই স্ক্রিনের শর্টকাট</translation>
        </message>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>কীবোর্ড শর্টকাট</translation>
        </message>
        <message>
            <source>Alt with the underlined letter of a button or a menu presses it; Tab and Shift+Tab move between the fields.</source>
            <translation>Alt আর বোতাম বা মেনুর নিচে দাগ দেওয়া অক্ষর সেটি চাপে; Tab আর Shift+Tab ঘরগুলোর মধ্যে সরায়।</translation>
        </message>
        <message>
            <source>Copy the message for the customer</source>
            <translation>গ্রাহকের জন্য বার্তা কপি করুন</translation>
        </message>
        <message>
            <source>The bookings sold here that the operator cancelled or changed, found by the counter on its own, by departure, with each customer&apos;s contacts and money.</source>
            <translation>এখানে বিক্রি করা যে বুকিংগুলো অপারেটর বাতিল করেছে বা বদলেছে, কাউন্টার নিজেই খুঁজে পেয়েছে, যাত্রা অনুযায়ী, প্রত্যেক গ্রাহকের যোগাযোগ ও টাকার হিসাবসহ।</translation>
        </message>
        <message>
            <source>&lt;ol&gt;&lt;li&gt;Choose a booking: its message for the customer shows below.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Copy message&lt;/b&gt; (Ctrl+Shift+C) and send it by SMS or WhatsApp.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Refund&lt;/b&gt; gives everything owed back the way it was paid, from the open shift; &lt;b&gt;Rebook&lt;/b&gt; sells the party another departure; &lt;b&gt;Customer told&lt;/b&gt; closes a change the customer keeps.&lt;/li&gt;&lt;/ol&gt;</source>
            <translation>&lt;ol&gt;&lt;li&gt;একটি বুকিং বাছুন: গ্রাহকের জন্য তার বার্তা নিচে দেখা যায়।&lt;/li&gt;&lt;li&gt;&lt;b&gt;বার্তা কপি করুন&lt;/b&gt; (Ctrl+Shift+C) এবং SMS বা WhatsApp-এ পাঠান।&lt;/li&gt;&lt;li&gt;&lt;b&gt;রিফান্ড&lt;/b&gt; সব পাওনা যেভাবে দেওয়া হয়েছিল সেভাবেই খোলা শিফট থেকে ফেরত দেয়; &lt;b&gt;আবার বুক করুন&lt;/b&gt; যাত্রীদলকে অন্য যাত্রা বিক্রি করে; &lt;b&gt;গ্রাহককে জানানো হয়েছে&lt;/b&gt; গ্রাহক যে বদল মেনে নেন তা বন্ধ করে।&lt;/li&gt;&lt;/ol&gt;</translation>
        </message>
        <message>
            <source>&lt;ol&gt;&lt;li&gt;Choose the day: the report is made on arrival, F5 makes it again.&lt;/li&gt;&lt;li&gt;Check that the counter's figures agree with the wallet.&lt;/li&gt;&lt;li&gt;Alt+H shows the charts: sales by hour and takings by tender (per counter in the agency day close), each with its table.&lt;/li&gt;&lt;li&gt;Save it as PDF or CSV, or print it.&lt;/li&gt;&lt;li&gt;The &lt;b&gt;Drawer&lt;/b&gt; tab: open the shift with its float, take the X report at any time, and at the end of the shift count the drawer and close it: the Z report is saved.&lt;/li&gt;&lt;li&gt;The &lt;b&gt;Bank statement&lt;/b&gt; tab: import the agency account's statement (CSV or Excel as the bank downloads it, or MT940: .sta, .mt940, .txt) to match UPI, card and bank transfer takings to its credits.&lt;/li&gt;&lt;/ol&gt;</source>
            <translation>&lt;ol&gt;&lt;li&gt;দিন বেছে নিন: স্ক্রিনে এলেই রিপোর্ট তৈরি হয়, F5 আবার তৈরি করে।&lt;/li&gt;&lt;li&gt;দেখুন কাউন্টারের হিসাব ওয়ালেটের সঙ্গে মেলে কি না।&lt;/li&gt;&lt;li&gt;Alt+H চার্ট দেখায়: ঘণ্টা অনুযায়ী বিক্রি আর পেমেন্টের ধরন অনুযায়ী আদায় (এজেন্সি দিন শেষে প্রতিটি কাউন্টারের), প্রতিটি নিজের টেবিলসহ।&lt;/li&gt;&lt;li&gt;PDF বা CSV হিসেবে সেভ করুন, বা প্রিন্ট করুন।&lt;/li&gt;&lt;li&gt;&lt;b&gt;ড্রয়ার&lt;/b&gt; ট্যাব: শুরুর নগদ দিয়ে শিফট খুলুন, যেকোনো সময় X রিপোর্ট নিন, আর শিফটের শেষে ড্রয়ার গুনে শিফট বন্ধ করুন: Z রিপোর্ট সেভ হয়।&lt;/li&gt;&lt;li&gt;&lt;b&gt;ব্যাংক স্টেটমেন্ট&lt;/b&gt; ট্যাব: এজেন্সির অ্যাকাউন্টের স্টেটমেন্ট (ব্যাংক থেকে ডাউনলোড করা CSV বা Excel, বা MT940: .sta, .mt940, .txt) ইমপোর্ট করুন, যাতে UPI, কার্ড আর ব্যাংক ট্রান্সফারের আদায় তার জমার সঙ্গে মেলানো যায়।&lt;/li&gt;&lt;/ol&gt;</translation>
        </message>
        <message>
            <source>&lt;h3&gt;An Aadhaar card's QR code&lt;/h3&gt;&lt;p&gt;Scan the &lt;b&gt;large QR code&lt;/b&gt; with the imager, the cursor in the quick passenger line: the name, age, gender, ID type Aadhaar and the number's last four digits are filled in, and &lt;b&gt;card genuine (UIDAI signature)&lt;/b&gt; shows when UIDAI's signature holds. Where the trip needs the document number, type the card's 12 digits after the scan. The photo, address and contact details in the code are never kept.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;আধার কার্ডের QR কোড&lt;/h3&gt;&lt;p&gt;কার্সর দ্রুত যাত্রী লাইনে রেখে ইমেজার দিয়ে &lt;b&gt;বড় QR কোডটি&lt;/b&gt; স্ক্যান করুন: নাম, বয়স, লিঙ্গ, ID-র ধরন আধার আর নম্বরের শেষ চারটি অঙ্ক পূরণ হয়, আর UIDAI-এর স্বাক্ষর মিললে &lt;b&gt;কার্ড আসল (UIDAI-এর স্বাক্ষর)&lt;/b&gt; দেখায়। যেখানে যাত্রার জন্য নথির নম্বর লাগে, সেখানে স্ক্যানের পরে কার্ডের 12টি অঙ্ক টাইপ করুন। কোডের ছবি, ঠিকানা আর যোগাযোগের তথ্য কখনো রাখা হয় না।&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Front of the card</source>
            <translation>কার্ডের সামনের দিক</translation>
        </message>
        <message>
            <source>photo</source>
            <translation>ছবি</translation>
        </message>
        <message>
            <source>name, date of birth, gender, XXXX XXXX 1234</source>
            <translation>নাম, জন্মতারিখ, লিঙ্গ, XXXX XXXX 1234</translation>
        </message>
        <message>
            <source>QR code: scan this</source>
            <translation>QR কোড: এটি স্ক্যান করুন</translation>
        </message>
        <message>
            <source>&lt;ul&gt;&lt;li&gt;Aadhaar letter and e-Aadhaar: the QR code at the right of the part with the photo.&lt;/li&gt;&lt;li&gt;Plastic (PVC) card: the QR code on the front, right of the photo and details.&lt;/li&gt;&lt;li&gt;mAadhaar app: open the profile and tap its QR code; it fills the phone's screen, and the imager reads it from there.&lt;/li&gt;&lt;li&gt;A small QR code on an older card (before 2019) is read too, but carries no signature: check the card.&lt;/li&gt;&lt;/ul&gt;</source>
            <translation>&lt;ul&gt;&lt;li&gt;আধার চিঠি আর ই-আধার: ছবির অংশের ডান দিকে QR কোড।&lt;/li&gt;&lt;li&gt;প্লাস্টিক (PVC) কার্ড: সামনের দিকে, ছবি আর তথ্যের ডান দিকে QR কোড।&lt;/li&gt;&lt;li&gt;mAadhaar অ্যাপ: প্রোফাইল খুলে তার QR কোডে ট্যাপ করুন; সেটি ফোনের পুরো স্ক্রিন জুড়ে দেখায়, আর ইমেজার সেখান থেকেই পড়ে।&lt;/li&gt;&lt;li&gt;পুরোনো কার্ডের (2019-এর আগের) ছোট QR কোডও পড়া যায়, কিন্তু তাতে স্বাক্ষর থাকে না: কার্ডটি নিজে দেখে নিন।&lt;/li&gt;&lt;/ul&gt;</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Training cards&lt;/h3&gt;&lt;p&gt;SANDBOX only: these test cards are signed by a training key, which a counter selling for real never trusts. Scan one off this screen.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;প্রশিক্ষণের কার্ড&lt;/h3&gt;&lt;p&gt;শুধু SANDBOX-এ: এই পরীক্ষার কার্ডগুলো একটি প্রশিক্ষণ কী দিয়ে স্বাক্ষর করা, যেটিকে সত্যিকারের বিক্রির কাউন্টার কখনো বিশ্বাস করে না। এই স্ক্রিন থেকে একটি স্ক্যান করুন।&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Aadhaar number, for a trip that needs it: {number}</source>
            <translation>আধার নম্বর, যে যাত্রায় লাগে তার জন্য: {number}</translation>
        </message>
    </context>
    <context>
        <name>HISTORY_CONTROLLER</name>
        <message numerus="yes">
            <source>The customer's phone, e-mail and ID numbers are erased from %n booking(s); the name, the amounts and the invoices stay, as tax law asks.</source>
            <translation>
                <numerusform>%nটি বুকিং থেকে গ্রাহকের ফোন, ই-মেল আর আইডি নম্বর মুছে ফেলা হয়েছে; নাম, টাকার অঙ্ক আর ইনভয়েস থাকে, কর আইন অনুযায়ী।</numerusform>
                <numerusform>%nটি বুকিং থেকে গ্রাহকের ফোন, ই-মেল আর আইডি নম্বর মুছে ফেলা হয়েছে; নাম, টাকার অঙ্ক আর ইনভয়েস থাকে, কর আইন অনুযায়ী।</numerusform>
            </translation>
        </message>
        <message>
            <source>Nothing was erased: {reason}</source>
            <translation>কিছুই মোছা হয়নি: {reason}</translation>
        </message>
        <message>
            <source>The customer's data is in {path} (JSON, readable by this account only): give it to them, then delete it.</source>
            <translation>গ্রাহকের তথ্য {path}-এ আছে (JSON, শুধু এই অ্যাকাউন্ট পড়তে পারে): তাঁকে দিন, তারপর মুছে ফেলুন।</translation>
        </message>
        <message>
            <source>The file could not be written ({reason}).</source>
            <translation>ফাইলটি লেখা যায়নি ({reason})।</translation>
        </message>
        <message>
            <source>Reading {reference} from the service…</source>
            <translation>সার্ভিস থেকে {reference} পড়া হচ্ছে…</translation>
        </message>
        <message>
            <source>The service does not find {reference}.</source>
            <translation>সার্ভিস {reference} খুঁজে পাচ্ছে না।</translation>
        </message>
        <message>
            <source>This sale is no longer in the journal.</source>
            <translation>এই বিক্রি আর জার্নালে নেই।</translation>
        </message>
        <message>
            <source>Reading the agency store…</source>
            <translation>এজেন্সি স্টোর পড়া হচ্ছে…</translation>
        </message>
        <message>
            <source>Writing the GST export…</source>
            <translation>GST এক্সপোর্ট লেখা হচ্ছে…</translation>
        </message>
        <message>
            <source>The file could not be written ({reason}). Choose another place.</source>
            <translation>ফাইলটি লেখা যায়নি ({reason})। অন্য জায়গা বাছুন।</translation>
        </message>
        <message>
            <source>{bookings} exported to {path}.</source>
            <translation>{bookings} {path}-এ এক্সপোর্ট হয়েছে।</translation>
        </message>
        <message>
            <source>the customer's request</source>
            <translation>গ্রাহকের অনুরোধ</translation>
        </message>
        <message>
            <source>The data is erased, but a file made for the customer could not be deleted from {folder} ({reason}): delete it by hand.</source>
            <translation>তথ্য মুছে ফেলা হয়েছে, কিন্তু গ্রাহকের জন্য তৈরি একটি ফাইল {folder} থেকে মোছা যায়নি ({reason}): নিজে মুছে ফেলুন।</translation>
        </message>
    </context>
    <context>
        <name>HISTORY_MODEL</name>
        <message>
            <source>by {tender}</source>
            <translation>{tender}-এ</translation>
        </message>
        <message>
            <source>A day of sale, and under it each tender&apos;s part of its customers&apos; money</source>
            <translation>বিক্রির দিন, আর তার নিচে প্রতিটি পেমেন্টের ধরনে তার গ্রাহকদের টাকার অংশ</translation>
        </message>
        <message>
            <source>Given back</source>
            <translation>ফেরত</translation>
        </message>
        <message>
            <source>Net paid</source>
            <translation>নিট পেমেন্ট</translation>
        </message>
        <message>
            <source>What the customers of the day's bookings paid at the till, before anything was given back</source>
            <translation>দিনের বুকিংয়ের গ্রাহকরা ক্যাশে যা দিয়েছেন, কিছু ফেরত দেওয়ার আগে</translation>
        </message>
        <message>
            <source>What the till gave back to the customers of the day's bookings</source>
            <translation>ক্যাশ থেকে দিনের বুকিংয়ের গ্রাহকদের যা ফেরত দেওয়া হয়েছে</translation>
        </message>
        <message>
            <source>What the customers paid less what they were given back</source>
            <translation>গ্রাহকরা যা দিয়েছেন, তাঁদের ফেরত দেওয়া বাদে</translation>
        </message>
        <message>
            <source>Wallet net</source>
            <translation>ওয়ালেট নেট</translation>
        </message>
        <message>
            <source>The part of the charge taken on the wallet's credit</source>
            <translation>চার্জের যে অংশ ওয়ালেটের ক্রেডিটে নেওয়া</translation>
        </message>
        <message>
            <source>On wallet credit</source>
            <translation>ওয়ালেট ক্রেডিটে</translation>
        </message>
        <message>
            <source>The charge's part paid from the wallet's balance</source>
            <translation>চার্জের যে অংশ ওয়ালেটের ব্যালান্স থেকে দেওয়া</translation>
        </message>
        <message>
            <source>From wallet balance</source>
            <translation>ওয়ালেট ব্যালান্স থেকে</translation>
        </message>
        <message>
            <source>Customers paid</source>
            <translation>গ্রাহকেরা দিয়েছেন</translation>
        </message>
        <message>
            <source>What the service gave back to the wallet on cancellations</source>
            <translation>বাতিলের সময় সার্ভিস ওয়ালেটে যা ফেরত দিয়েছে</translation>
        </message>
        <message>
            <source>Wallet refunded</source>
            <translation>ওয়ালেটে রিফান্ড হয়েছে</translation>
        </message>
        <message>
            <source>What the service took from the agency's wallet</source>
            <translation>সার্ভিস এজেন্সির ওয়ালেট থেকে যা কেটেছে</translation>
        </message>
        <message>
            <source>Wallet charged</source>
            <translation>ওয়ালেট থেকে কাটা হয়েছে</translation>
        </message>
        <message>
            <source>The price the customer paid at this till, and how</source>
            <translation>এই ক্যাশে গ্রাহক যে দাম দিয়েছেন, আর কীভাবে</translation>
        </message>
        <message>
            <source>Customer paid</source>
            <translation>গ্রাহক দিয়েছেন</translation>
        </message>
        <message numerus="yes">
            <source>%n seats</source>
            <translation>
                <numerusform>%nটি সিট</numerusform>
                <numerusform>%nটি সিট</numerusform>
            </translation>
        </message>
        <message>
            <source>Sold</source>
            <translation>বিক্রি</translation>
        </message>
        <message>
            <source>Ref</source>
            <translation>রেফ.</translation>
        </message>
        <message>
            <source>Booking reference</source>
            <translation>বুকিং রেফারেন্স</translation>
        </message>
        <message>
            <source>Product</source>
            <translation>পণ্য</translation>
        </message>
        <message>
            <source>Travel date</source>
            <translation>যাত্রার তারিখ</translation>
        </message>
        <message>
            <source>Customer</source>
            <translation>গ্রাহক</translation>
        </message>
        <message>
            <source>Passengers</source>
            <translation>যাত্রী</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>অবস্থা</translation>
        </message>
        <message>
            <source>Day</source>
            <translation>দিন</translation>
        </message>
        <message>
            <source>Bookings</source>
            <translation>বুকিং</translation>
        </message>
    </context>
    <context>
        <name>HISTORY_SCREEN</name>
        <message numerus="yes">
            <source>{count} bookings</source>
            <translation>
                <numerusform>{count}টি বুকিং</numerusform>
                <numerusform>{count}টি বুকিং</numerusform>
            </translation>
        </message>
        <message>
            <source>Reference, customer or any passenger's name</source>
            <translation>রেফারেন্স, গ্রাহক বা যেকোনো যাত্রীর নাম</translation>
        </message>
        <message>
            <source>&amp;Search</source>
            <translation>খুঁজুন (&amp;S)</translation>
        </message>
        <message>
            <source>A booking reference, the customer or any passenger's name</source>
            <translation>বুকিং রেফারেন্স, গ্রাহক বা যেকোনো যাত্রীর নাম</translation>
        </message>
        <message>
            <source>Only &amp;day</source>
            <translation>শুধু দিন (&amp;D)</translation>
        </message>
        <message>
            <source>Day of sale</source>
            <translation>বিক্রির দিন</translation>
        </message>
        <message>
            <source>Only the bookings sold on this day, when Only day is ticked</source>
            <translation>শুধু দিন টিক দেওয়া থাকলে, শুধু এই দিনে বিক্রি হওয়া বুকিং</translation>
        </message>
        <message>
            <source>All c&amp;ounters</source>
            <translation>সব কাউন্টার (&amp;O)</translation>
        </message>
        <message>
            <source>The bookings of every counter of the agency (the agency store)</source>
            <translation>এজেন্সির প্রতিটি কাউন্টারের বুকিং (এজেন্সি স্টোর)</translation>
        </message>
        <message>
            <source>Counter</source>
            <translation>কাউন্টার</translation>
        </message>
        <message>
            <source>Clerk</source>
            <translation>ক্লার্ক</translation>
        </message>
        <message>
            <source>E&amp;xport CSV…</source>
            <translation>CSV এক্সপোর্ট (&amp;X)…</translation>
        </message>
        <message>
            <source>Save the bookings of this search as a CSV file (Alt+X)</source>
            <translation>এই খোঁজের বুকিং একটি CSV ফাইলে সেভ করুন (Alt+X)</translation>
        </message>
        <message>
            <source>&amp;GST export…</source>
            <translation>GST এক্সপোর্ট (&amp;G)…</translation>
        </message>
        <message>
            <source>The invoices and credit notes of the day chosen (else of this month) for the accountant: sales register (CSV, Excel), GSTR-1 summaries, Tally XML</source>
            <translation>হিসাবরক্ষকের জন্য বাছা দিনের (নইলে এই মাসের) ইনভয়েস ও ক্রেডিট নোট: বিক্রয় রেজিস্টার (CSV, Excel), GSTR-1 সারাংশ, Tally XML</translation>
        </message>
        <message>
            <source>Open in &amp;Lookup</source>
            <translation>খোঁজ-এ খুলুন (&amp;L)</translation>
        </message>
        <message>
            <source>Enter on a booking</source>
            <translation>কোনো বুকিংয়ে Enter</translation>
        </message>
        <message>
            <source>&lt;h2&gt;History&lt;/h2&gt;</source>
            <translation>&lt;h2&gt;ইতিহাস&lt;/h2&gt;</translation>
        </message>
        <message>
            <source>Every counter</source>
            <translation>প্রতিটি কাউন্টার</translation>
        </message>
        <message>
            <source>Every clerk</source>
            <translation>প্রতিটি ক্লার্ক</translation>
        </message>
        <message>
            <source>No bookings of any counter match.</source>
            <translation>কোনো কাউন্টারের বুকিং মেলেনি।</translation>
        </message>
        <message numerus="yes">
            <source>{count} bookings at all counters; the newest {shown} are listed (search or choose a day, counter or clerk to narrow them)</source>
            <translation>
                <numerusform>সব কাউন্টারে {count}টি বুকিং; নতুন {shown}টি দেখানো হয়েছে (কমাতে খুঁজুন বা দিন, কাউন্টার বা ক্লার্ক বাছুন)</numerusform>
                <numerusform>সব কাউন্টারে {count}টি বুকিং; নতুন {shown}টি দেখানো হয়েছে (কমাতে খুঁজুন বা দিন, কাউন্টার বা ক্লার্ক বাছুন)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{count} bookings at all counters</source>
            <translation>
                <numerusform>সব কাউন্টারে {count}টি বুকিং</numerusform>
                <numerusform>সব কাউন্টারে {count}টি বুকিং</numerusform>
            </translation>
        </message>
        <message>
            <source>Export bookings as CSV</source>
            <translation>বুকিং CSV হিসেবে এক্সপোর্ট করুন</translation>
        </message>
        <message>
            <source>No bookings match.</source>
            <translation>কোনো বুকিং মেলেনি।</translation>
        </message>
        <message>
            <source>No bookings at this counter yet.</source>
            <translation>এই কাউন্টারে এখনও কোনো বুকিং নেই।</translation>
        </message>
        <message numerus="yes">
            <source>{count} bookings (scroll for more)</source>
            <translation>
                <numerusform>{count}টি বুকিং (আরও দেখতে স্ক্রল করুন)</numerusform>
                <numerusform>{count}টি বুকিং (আরও দেখতে স্ক্রল করুন)</numerusform>
            </translation>
        </message>
        <message>
            <source>GST export for the accountant</source>
            <translation>হিসাবরক্ষকের জন্য GST এক্সপোর্ট</translation>
        </message>
    </context>
    <context>
        <name>HISTORY_LISTS</name>
        <message>
            <source>Export the customer's data</source>
            <translation>গ্রাহকের তথ্য এক্সপোর্ট করুন</translation>
        </message>
        <message>
            <source>Erase the customer's data</source>
            <translation>গ্রাহকের তথ্য মুছুন</translation>
        </message>
        <message>
            <source>On the customer's request, with a supervisor's PIN: their phone, e-mail and passengers' ID numbers go; the name, the amounts and the invoice stay, as tax law asks.</source>
            <translation>গ্রাহকের অনুরোধে, সুপারভাইজারের পিন দিয়ে: তাঁর ফোন, ই-মেল আর যাত্রীদের আইডি নম্বর মোছা হয়; নাম, টাকার অঙ্ক আর ইনভয়েস থাকে, কর আইন অনুযায়ী।</translation>
        </message>
        <message>
            <source>The customer's data…</source>
            <translation>গ্রাহকের তথ্য…</translation>
        </message>
        <message>
            <source>What is held of the customer, for them; a correction of their details; with a supervisor's PIN, the passengers' ID numbers and who looked at them.</source>
            <translation>গ্রাহকের যা রাখা আছে, তাঁর জন্য; তাঁর তথ্যের সংশোধন; সুপারভাইজারের পিন দিয়ে, যাত্রীদের আইডি নম্বর আর কে সেগুলো দেখেছেন।</translation>
        </message>
        <message>
            <source>Per-day &amp;totals (Enter: only that day)</source>
            <translation>দিন অনুযায়ী মোট (&amp;T) (Enter: শুধু সেই দিন)</translation>
        </message>
        <message>
            <source>Bookings of this counter</source>
            <translation>এই কাউন্টারের বুকিং</translation>
        </message>
        <message>
            <source>Enter opens the booking in Lookup</source>
            <translation>Enter বুকিংটি খোঁজ-এ খোলে</translation>
        </message>
        <message>
            <source>No bookings here yet: the sales made at this counter appear here.</source>
            <translation>এখানে এখনও কোনো বুকিং নেই: এই কাউন্টারে করা বিক্রি এখানে দেখা যাবে।</translation>
        </message>
        <message>
            <source>Bookings of every counter</source>
            <translation>প্রতিটি কাউন্টারের বুকিং</translation>
        </message>
        <message>
            <source>No bookings of any counter have reached the agency store.</source>
            <translation>কোনো কাউন্টারের বুকিং এজেন্সি স্টোরে পৌঁছায়নি।</translation>
        </message>
        <message>
            <source>Per-day totals</source>
            <translation>দিন অনুযায়ী মোট</translation>
        </message>
        <message>
            <source>Enter on a day shows only that day's bookings</source>
            <translation>কোনো দিনে Enter শুধু সেই দিনের বুকিং দেখায়</translation>
        </message>
        <message>
            <source>No days with sales yet.</source>
            <translation>এখনও বিক্রির কোনো দিন নেই।</translation>
        </message>
        <message numerus="yes">
            <source>Exporting: {written} of {count} bookings written…</source>
            <translation>
                <numerusform>এক্সপোর্ট হচ্ছে: {count}টি বুকিংয়ের মধ্যে {written}টি লেখা হয়েছে…</numerusform>
                <numerusform>এক্সপোর্ট হচ্ছে: {count}টি বুকিংয়ের মধ্যে {written}টি লেখা হয়েছে…</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ID_PROOF</name>
        <message>
            <source>The document scan must be sent as Base64 text.</source>
            <translation>ডকুমেন্টের স্ক্যান Base64 লেখা হিসেবে পাঠাতে হবে।</translation>
        </message>
        <message>
            <source>The document scan is {size} characters encoded; it must be under {most}. Use a smaller scan.</source>
            <translation>ডকুমেন্টের স্ক্যান এনকোড করে {size}টি অক্ষর; {most}-এর কম হতে হবে। ছোট স্ক্যান ব্যবহার করুন।</translation>
        </message>
        <message>
            <source>The document scan is not a valid Base64 data URI.</source>
            <translation>ডকুমেন্টের স্ক্যান কোনো বৈধ Base64 ডেটা URI নয়।</translation>
        </message>
        <message>
            <source>The document scan must be a JPEG, PNG or PDF file.</source>
            <translation>ডকুমেন্টের স্ক্যান JPEG, PNG বা PDF ফাইল হতে হবে।</translation>
        </message>
        <message>
            <source>The document scan is not valid Base64.</source>
            <translation>ডকুমেন্টের স্ক্যান বৈধ Base64 নয়।</translation>
        </message>
        <message>
            <source>The document scan is not a JPEG, PNG or PDF file.</source>
            <translation>ডকুমেন্টের স্ক্যান JPEG, PNG বা PDF ফাইল নয়।</translation>
        </message>
        <message>
            <source>The document scan says {declared} but its content is {found}.</source>
            <translation>ডকুমেন্টের স্ক্যানে লেখা {declared} কিন্তু ভেতরে আছে {found}।</translation>
        </message>
        <message>
            <source>The document scan</source>
            <translation>ডকুমেন্টের স্ক্যান</translation>
        </message>
    </context>
    <context>
        <name>ID_SCANS</name>
        <message>
            <source>ID scans of a sale waiting for its answer</source>
            <translation>উত্তরের অপেক্ষায় থাকা বিক্রির পরিচয়পত্রের স্ক্যান</translation>
        </message>
        <message>
            <source>{sale} The scans are kept sealed until the service answers, then deleted. This look is in the access log.</source>
            <translation>{sale} পরিষেবার উত্তর না আসা পর্যন্ত স্ক্যানগুলি সিল করে রাখা হয়, তারপর মুছে ফেলা হয়। এই দেখা প্রবেশ-লগে লেখা আছে।</translation>
        </message>
        <message>
            <source>(no name)</source>
            <translation>(নাম নেই)</translation>
        </message>
    </context>
    <context>
        <name>ID_SCANS_CONTROLLER</name>
        <message>
            <source>Not a readable scan.</source>
            <translation>এই স্ক্যানটি পড়া যায় না।</translation>
        </message>
        <message>
            <source>A PDF ({pages} pages): it cannot be drawn here. It goes to the service with the sale.</source>
            <translation>একটি PDF ({pages} পৃষ্ঠা): এটি এখানে দেখানো যায় না। এটি বিক্রির সঙ্গে পরিষেবায় যায়।</translation>
        </message>
        <message>
            <source>The sale holds no ID scans any more: its answer came.</source>
            <translation>এই বিক্রিতে আর কোনো পরিচয়পত্রের স্ক্যান নেই: এর উত্তর এসে গেছে।</translation>
        </message>
        <message>
            <source>The ID scans cannot be shown: {problem}.</source>
            <translation>পরিচয়পত্রের স্ক্যান দেখানো যাচ্ছে না: {problem}।</translation>
        </message>
    </context>
    <context>
        <name>IRP_ANSWER</name>
        <message>
            <source>Answer {n} has no IRN of 64 letters and digits.</source>
            <translation>উত্তর {n}-এ ৬৪টি অক্ষর ও অঙ্কের IRN নেই।</translation>
        </message>
        <message>
            <source>Answer {n} has a cancellation time the portal never writes.</source>
            <translation>উত্তর {n}-এ বাতিলের সময় এমনভাবে লেখা যা পোর্টাল কখনও লেখে না।</translation>
        </message>
        <message>
            <source>Answer {n} (IRN {irn}) lacks its signed invoice or a signed QR code naming its document.</source>
            <translation>উত্তর {n} (IRN {irn})-এ সই করা ইনভয়েস বা নিজের নথির নাম বলা সই করা QR কোড নেই।</translation>
        </message>
        <message>
            <source>Answer {n}'s signed QR code is of another IRN than its own.</source>
            <translation>উত্তর {n}-এর সই করা QR কোড তার নিজের নয়, অন্য IRN-এর।</translation>
        </message>
        <message>
            <source>Answer {n} (document {number}) has no acknowledgement time.</source>
            <translation>উত্তর {n} (নথি {number})-এ প্রাপ্তিস্বীকারের সময় নেই।</translation>
        </message>
        <message>
            <source>Answer {n} (document {number}) has no acknowledgement number.</source>
            <translation>উত্তর {n} (নথি {number})-এ প্রাপ্তিস্বীকার নম্বর নেই।</translation>
        </message>
        <message>
            <source>The file is not the portal's JSON answer.</source>
            <translation>এই ফাইলটি পোর্টালের JSON উত্তর নয়।</translation>
        </message>
        <message>
            <source>Answer {n} is not an answer object.</source>
            <translation>উত্তর {n} কোনো উত্তরের অবজেক্ট নয়।</translation>
        </message>
        <message>
            <source>The file is nested deeper than the portal's answer ever is.</source>
            <translation>ফাইলটি পোর্টালের উত্তরের চেয়ে অনেক বেশি গভীরে নেস্টেড।</translation>
        </message>
    </context>
    <context>
        <name>IRP_CHECK</name>
        <message>
            <source>The IRN is not the one the portal makes for {number} (from the agency's GSTIN, the financial year, the type and the number).</source>
            <translation>এই IRN পোর্টাল {number}-এর জন্য যা তৈরি করে তা নয় (এজেন্সির GSTIN, অর্থবছর, ধরন ও নম্বর থেকে)।</translation>
        </message>
        <message>
            <source>the seller's GSTIN</source>
            <translation>বিক্রেতার GSTIN</translation>
        </message>
        <message>
            <source>the buyer's GSTIN</source>
            <translation>ক্রেতার GSTIN</translation>
        </message>
        <message>
            <source>the document number</source>
            <translation>নথির নম্বর</translation>
        </message>
        <message>
            <source>the document type</source>
            <translation>নথির ধরন</translation>
        </message>
        <message>
            <source>the document date</source>
            <translation>নথির তারিখ</translation>
        </message>
        <message>
            <source>The signed QR code gives {field} as “{given}”; {number} has “{want}”.</source>
            <translation>স্বাক্ষরিত QR কোডে {field} “{given}”; {number}-এ আছে “{want}”।</translation>
        </message>
        <message>
            <source>The signed QR code gives the total as “{given}”; {number} has {want}.</source>
            <translation>স্বাক্ষরিত QR কোডে মোট “{given}”; {number}-এর মোট {want}।</translation>
        </message>
    </context>
    <context>
        <name>JOBS_PANEL</name>
        <message>
            <source>Background jobs</source>
            <translation>পেছনের কাজ</translation>
        </message>
        <message>
            <source>Start again</source>
            <translation>আবার চালু করুন</translation>
        </message>
        <message>
            <source>Start {job} again</source>
            <translation>{job} আবার চালু করুন</translation>
        </message>
        <message>
            <source>The work Counterdesk does behind the till. A job that stops is started again on its own; one that keeps stopping is named in the header, and you can start it again here.</source>
            <translation>Counterdesk টিলের পেছনে যে কাজ করে। যে কাজ থেমে যায় তা নিজে থেকে আবার চালু হয়; যেটি বারবার থামে তার নাম হেডারে দেখায়, আর আপনি এখান থেকে সেটি আবার চালু করতে পারেন।</translation>
        </message>
    </context>
    <context>
        <name>JOURNAL_EINVOICE</name>
        <message>
            <source>The portal answered for {number}, which this counter never issued.</source>
            <translation>পোর্টাল {number}-এর উত্তর দিয়েছে, যা এই কাউন্টার কখনও দেয়নি।</translation>
        </message>
        <message>
            <source>The portal's answer for {number} is of another type of document.</source>
            <translation>{number}-এর জন্য পোর্টালের উত্তর অন্য ধরনের নথির।</translation>
        </message>
        <message>
            <source>{number} already has the IRN {irn}; an IRN is never replaced.</source>
            <translation>{number}-এর আগেই IRN {irn} আছে; IRN কখনও বদলানো হয় না।</translation>
        </message>
        <message>
            <source>The IRN given for {number} is already {owner}'s: the portal gives each document its own.</source>
            <translation>{number}-এর জন্য দেওয়া IRN আগেই {owner}-এর: পোর্টাল প্রতিটি নথিকে আলাদা IRN দেয়।</translation>
        </message>
        <message>
            <source>The portal cancelled the IRN {irn}, which no document here has.</source>
            <translation>পোর্টাল IRN {irn} বাতিল করেছে, যা এখানে কোনো নথির নয়।</translation>
        </message>
        <message>
            <source>{number} has no IRN to cancel.</source>
            <translation>{number}-এর বাতিল করার মতো কোনো IRN নেই।</translation>
        </message>
        <message>
            <source>The cancellation of {number}'s IRN was asked already.</source>
            <translation>{number}-এর IRN বাতিলের অনুরোধ আগেই করা হয়েছে।</translation>
        </message>
        <message>
            <source>Say why the portal's answer is accepted (the reason is logged).</source>
            <translation>পোর্টালের উত্তর কেন গ্রহণ করা হল বলুন (কারণটি লগে থাকে)।</translation>
        </message>
    </context>
    <context>
        <name>JOURNAL_FAULTS</name>
        <message>
            <source>the disk is full</source>
            <translation>ডিস্ক ভরে গেছে</translation>
        </message>
        <message>
            <source>the journal's folder cannot be written to</source>
            <translation>জার্নালের ফোল্ডারে লেখা যায় না</translation>
        </message>
        <message>
            <source>the disk reports an error when the journal is written</source>
            <translation>জার্নাল লেখার সময় ডিস্ক ত্রুটি জানাচ্ছে</translation>
        </message>
        <message>
            <source>Selling off: {reason}</source>
            <translation>বিক্রি বন্ধ: {reason}</translation>
        </message>
        <message>
            <source>Selling is off: {reason}, so this computer cannot save a sale or a cancellation. Nothing was sent or charged. The catalogue, Lookup and the wallet still work; fix the disk, then start Counterdesk again.</source>
            <translation>বিক্রি বন্ধ: {reason}, তাই এই কম্পিউটার কোনো বিক্রি বা বাতিল সেভ করতে পারছে না। কিছুই পাঠানো বা চার্জ হয়নি। ক্যাটালগ, খোঁজ আর ওয়ালেট এখনও চলছে; ডিস্ক ঠিক করে Counterdesk আবার চালু করুন।</translation>
        </message>
    </context>
    <context>
        <name>JOURNAL_OPENING</name>
        <message>
            <source>why the drawers were off at the Z reports</source>
            <translation>Z রিপোর্টে ড্রয়ার কেন মেলেনি</translation>
        </message>
        <message>
            <source>the sale kept from last time</source>
            <translation>গতবার রাখা বিক্রি</translation>
        </message>
        <message>
            <source>the records for the agency store</source>
            <translation>এজেন্সি স্টোরের রেকর্ড</translation>
        </message>
        <message>
            <source>the tax invoices and credit notes</source>
            <translation>ট্যাক্স ইনভয়েস ও ক্রেডিট নোট</translation>
        </message>
        <message>
            <source>the supervisors' decisions</source>
            <translation>সুপারভাইজারদের সিদ্ধান্ত</translation>
        </message>
        <message>
            <source>the supervisor PIN</source>
            <translation>সুপারভাইজার পিন</translation>
        </message>
        <message>
            <source>the refunds owed</source>
            <translation>বাকি রিফান্ড</translation>
        </message>
        <message>
            <source>the customer refunds</source>
            <translation>গ্রাহকের রিফান্ড</translation>
        </message>
        <message>
            <source>the Z reports</source>
            <translation>Z রিপোর্ট</translation>
        </message>
        <message>
            <source>the receipt numbers</source>
            <translation>রসিদ নম্বর</translation>
        </message>
        <message>
            <source>the shifts</source>
            <translation>শিফট</translation>
        </message>
        <message>
            <source>the payments taken</source>
            <translation>নেওয়া পেমেন্ট</translation>
        </message>
        <message>
            <source>the till's sales</source>
            <translation>ক্যাশের বিক্রি</translation>
        </message>
        <message>
            <source>which requests had left this computer</source>
            <translation>কোন অনুরোধ এই কম্পিউটার থেকে বেরিয়েছিল</translation>
        </message>
        <message>
            <source>the history's bookings</source>
            <translation>ইতিহাসের বুকিং</translation>
        </message>
        <message>
            <source>sales and cancellations sent</source>
            <translation>পাঠানো বিক্রি ও বাতিল</translation>
        </message>
        <message>
            <source>Not everything could be read of: {tables}, and there was no copy to take them from. Some records may be missing; check the day's sales with the service's History.</source>
            <translation>এগুলোর সব পড়া যায়নি: {tables}, আর নেওয়ার মতো কোনো কপিও ছিল না। কিছু রেকর্ড হারিয়ে থাকতে পারে; সার্ভিসের ইতিহাসের সঙ্গে দিনের বিক্রি মিলিয়ে দেখুন।</translation>
        </message>
        <message>
            <source>The journal on this computer was damaged. It was set aside as {aside} (keep that file for your support contact) and a new journal was started. Nothing in it could be read, so the new journal starts empty.</source>
            <translation>এই কম্পিউটারের জার্নাল নষ্ট হয়ে গিয়েছিল। সেটি {aside} নামে সরিয়ে রাখা হয়েছে (ফাইলটি আপনার সাপোর্টের জন্য রাখুন) এবং নতুন জার্নাল শুরু হয়েছে। এর কিছুই পড়া যায়নি, তাই নতুন জার্নাল খালি শুরু হচ্ছে।</translation>
        </message>
        <message>
            <source>The journal on this computer was damaged. It was set aside as {aside} (keep that file for your support contact) and a new journal was started. The new journal holds what could still be read: {pending} unanswered sale or cancellation requests, {settled} settled requests and {bookings} bookings of the history. The unanswered ones keep their request ids, so none of them can be charged twice.</source>
            <translation>এই কম্পিউটারের জার্নাল নষ্ট হয়ে গিয়েছিল। সেটি {aside} নামে সরিয়ে রাখা হয়েছে (ফাইলটি আপনার সাপোর্টের জন্য রাখুন) এবং নতুন জার্নাল শুরু হয়েছে। যা এখনও পড়া গেছে নতুন জার্নালে তা আছে: উত্তর না পাওয়া {pending}টি বিক্রি বা বাতিলের অনুরোধ, {settled}টি মেটানো অনুরোধ আর ইতিহাসের {bookings}টি বুকিং। উত্তর না পাওয়াগুলোর অনুরোধ আইডি একই থাকে, তাই কোনোটাই দুবার চার্জ হতে পারে না।</translation>
        </message>
        <message>
            <source>Counterdesk cannot open its journal ({path}): another program is using it. Close that program (or restart the computer), then start Counterdesk again.</source>
            <translation>Counterdesk তার জার্নাল ({path}) খুলতে পারছে না: অন্য একটি প্রোগ্রাম এটি ব্যবহার করছে। সেই প্রোগ্রাম বন্ধ করুন (বা কম্পিউটার আবার চালু করুন), তারপর Counterdesk আবার চালু করুন।</translation>
        </message>
        <message>
            <source>The journal on this computer ({path}) is damaged and cannot be moved aside ({problem}). Tell your support contact; do not delete the file.</source>
            <translation>এই কম্পিউটারের জার্নাল ({path}) নষ্ট এবং সরিয়ে রাখা যাচ্ছে না ({problem})। আপনার সাপোর্টকে জানান; ফাইলটি মুছবেন না।</translation>
        </message>
        <message>
            <source>Not every receipt number could be read, so new receipts start a new series marked {prefix}: no number is printed twice.</source>
            <translation>সব রসিদ নম্বর পড়া যায়নি, তাই নতুন রসিদ {prefix} চিহ্নিত নতুন সিরিজে শুরু হচ্ছে: কোনো নম্বর দুবার প্রিন্ট হবে না।</translation>
        </message>
        <message>
            <source>Not everything could be read of: {tables}. Records made after the copy may be missing; check the day's sales with the service's History.</source>
            <translation>এগুলোর সব পড়া যায়নি: {tables}। কপির পরে করা রেকর্ড হারিয়ে থাকতে পারে; সার্ভিসের ইতিহাসের সঙ্গে দিনের বিক্রি মিলিয়ে দেখুন।</translation>
        </message>
        <message>
            <source>What the damaged file lost was taken from the journal's copy of {time} ({rows} records).</source>
            <translation>নষ্ট ফাইলে যা হারিয়েছে তা {time}-এর জার্নাল কপি থেকে নেওয়া হয়েছে ({rows}টি রেকর্ড)।</translation>
        </message>
        <message>
            <source>{count} unanswered requests may have been sent: the app asks the service about them and never sends them as new.</source>
            <translation>উত্তর না পাওয়া {count}টি অনুরোধ হয়তো পাঠানো হয়েছে: অ্যাপ সেগুলো নিয়ে সার্ভিসকে জিজ্ঞেস করে এবং কখনও নতুন করে পাঠায় না।</translation>
        </message>
        <message>
            <source>the e-invoices' IRNs</source>
            <translation>ই-ইনভয়েসের IRN</translation>
        </message>
        <message>
            <source>the IRN cancellations</source>
            <translation>IRN বাতিল</translation>
        </message>
    </context>
    <context>
        <name>JOURNAL_RECORDS</name>
        <message numerus="yes">
            <source>%n seat(s)</source>
            <translation>
                <numerusform>%nটি সিট</numerusform>
                <numerusform>%nটি সিট</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>JOURNAL_SCANS</name>
        <message>
            <source>scan {number} cannot be read: {problem}</source>
            <translation>স্ক্যান {number} পড়া যাচ্ছে না: {problem}</translation>
        </message>
        <message>
            <source>scan {number} is missing ({problem})</source>
            <translation>স্ক্যান {number} নেই ({problem})</translation>
        </message>
        <message>
            <source>scan {number} does not match its digest</source>
            <translation>স্ক্যান {number} তার ডাইজেস্টের সঙ্গে মেলে না</translation>
        </message>
    </context>
    <context>
        <name>JOURNAL_SEALED</name>
        <message>
            <source>it was kept encrypted with a key this computer's password store no longer has</source>
            <translation>এটি এমন কী দিয়ে এনক্রিপ্ট করা ছিল যা এই কম্পিউটারের পাসওয়ার্ড স্টোরে আর নেই</translation>
        </message>
    </context>
    <context>
        <name>JOURNAL_STORE</name>
        <message>
            <source>its ID numbers cannot be read: {problem}</source>
            <translation>এর আইডি নম্বর পড়া যাচ্ছে না: {problem}</translation>
        </message>
    </context>
    <context>
        <name>LANGUAGE_SETTINGS</name>
        <message>
            <source>Language</source>
            <translation>ভাষা</translation>
        </message>
        <message>
            <source>As the system</source>
            <translation>সিস্টেমের মতো</translation>
        </message>
        <message>
            <source>As the screens</source>
            <translation>স্ক্রিনের মতো</translation>
        </message>
        <message>
            <source>Each language's own digits ({digits})</source>
            <translation>প্রতিটি ভাষার নিজের অঙ্ক ({digits})</translation>
        </message>
        <message>
            <source>Saved changes to the screens' language or digits apply when Counterdesk starts again.</source>
            <translation>স্ক্রিনের ভাষা বা অঙ্কে সেভ করা পরিবর্তন Counterdesk আবার চালু হলে কার্যকর হয়।</translation>
        </message>
        <message>
            <source>Screens</source>
            <translation>স্ক্রিন</translation>
        </message>
        <message>
            <source>Customer documents</source>
            <translation>গ্রাহকের ডকুমেন্ট</translation>
        </message>
        <message>
            <source>The language of the customer&apos;s receipt and voucher. The agency copy is in English; the reports are in the screens&apos; language.</source>
            <translation>গ্রাহকের রসিদ ও ভাউচারের ভাষা। এজেন্সির কপি ইংরেজিতে; রিপোর্ট স্ক্রিনের ভাষায়।</translation>
        </message>
    </context>
    <context>
        <name>LAUNCH</name>
        <message>
            <source>That window has been brought to the front.</source>
            <translation>সেই উইন্ডোটি সামনে আনা হয়েছে।</translation>
        </message>
        <message>
            <source>Counterdesk could not start: {error}. The details are in the log file {log_file}; tell your support contact.</source>
            <translation>Counterdesk চালু হতে পারেনি: {error}। বিস্তারিত লগ ফাইল {log_file}-এ আছে; আপনার সাপোর্টকে জানান।</translation>
        </message>
        <message>
            <source>Counterdesk cannot start</source>
            <translation>Counterdesk চালু হতে পারছে না</translation>
        </message>
        <message>
            <source>Counterdesk: journal recovered</source>
            <translation>Counterdesk: জার্নাল উদ্ধার হয়েছে</translation>
        </message>
    </context>
    <context>
        <name>LEDGER_MODEL</name>
        <message>
            <source>For support</source>
            <translation>সাপোর্টের জন্য</translation>
        </message>
        <message>
            <source>Posted at / account</source>
            <translation>পোস্টের সময় / অ্যাকাউন্ট</translation>
        </message>
        <message>
            <source>Event</source>
            <translation>ঘটনা</translation>
        </message>
        <message>
            <source>Booking ref</source>
            <translation>বুকিং রেফ.</translation>
        </message>
        <message>
            <source>Wallet in / out</source>
            <translation>ওয়ালেটে এল / গেল</translation>
        </message>
        <message>
            <source>Ledger debit</source>
            <translation>লেজার ডেবিট</translation>
        </message>
        <message>
            <source>Ledger credit</source>
            <translation>লেজার ক্রেডিট</translation>
        </message>
        <message>
            <source>Sale</source>
            <translation>বিক্রি</translation>
        </message>
        <message>
            <source>Refund</source>
            <translation>রিফান্ড</translation>
        </message>
        <message>
            <source>Top-up</source>
            <translation>টপ-আপ</translation>
        </message>
        <message>
            <source>What the entry took out of the wallet (a sale) or put into it (a refund, a top-up)</source>
            <translation>এই এন্ট্রি ওয়ালেট থেকে কত নিল (বিক্রি) বা ওয়ালেটে কত দিল (রিফান্ড, টপ-আপ)</translation>
        </message>
    </context>
    <context>
        <name>LOOKUP_CONTROLLER</name>
        <message>
            <source>Exchanged for booking {reference}.</source>
            <translation>বুকিং {reference}-এর সঙ্গে বদল করা হয়েছে।</translation>
        </message>
        <message>
            <source>The service refunded {refunded} to the wallet.</source>
            <translation>সার্ভিস ওয়ালেটে {refunded} রিফান্ড দিয়েছে।</translation>
        </message>
        <message numerus="yes">
            <source>Sold here {sold_at} to {customer}: %n seat(s).</source>
            <translation>
                <numerusform>এখানে {sold_at}-এ {customer}-কে বিক্রি: %nটি সিট।</numerusform>
                <numerusform>এখানে {sold_at}-এ {customer}-কে বিক্রি: %nটি সিট।</numerusform>
            </translation>
        </message>
        <message>
            <source>Not sold at this counter.</source>
            <translation>এই কাউন্টারে বিক্রি হয়নি।</translation>
        </message>
        <message>
            <source>This sale is no longer in the journal.</source>
            <translation>এই বিক্রি আর জার্নালে নেই।</translation>
        </message>
        <message>
            <source>Not sold at this counter (the agency store does not answer now).</source>
            <translation>এই কাউন্টারে বিক্রি হয়নি (এজেন্সি স্টোর এখন সাড়া দিচ্ছে না)।</translation>
        </message>
        <message>
            <source>Not sold at this counter, nor at any counter of the agency store.</source>
            <translation>এই কাউন্টারে বিক্রি হয়নি, এজেন্সি স্টোরের কোনো কাউন্টারেও নয়।</translation>
        </message>
        <message>
            <source>The service did not confirm the cancellation ({reason}). Whether it went through is not known yet: press the same Cancel button again to ask once more. The same request is sent, so the wallet cannot be credited twice; meanwhile the app keeps asking in the background.</source>
            <translation>সার্ভিস বাতিল কনফার্ম করেনি ({reason})। সম্পন্ন হয়েছে কিনা এখনও জানা নেই: আবার জিজ্ঞেস করতে একই বাতিল বোতাম আবার চাপুন। একই অনুরোধ পাঠানো হয়, তাই ওয়ালেটে দুবার জমা হতে পারে না; ততক্ষণ অ্যাপ পেছনে জিজ্ঞেস করে যাচ্ছে।</translation>
        </message>
        <message>
            <source>The cancellation went through (refund {reference}), but this computer could not save it yet; the app keeps trying, and the service gives it back at the next start.</source>
            <translation>বাতিল সম্পন্ন হয়েছে (রিফান্ড {reference}), কিন্তু এই কম্পিউটার এখনও এটি সেভ করতে পারেনি; অ্যাপ চেষ্টা চালিয়ে যাচ্ছে, আর পরের বার চালু হলে সার্ভিস এটি ফেরত দেবে।</translation>
        </message>
    </context>
    <context>
        <name>LOOKUP_SCREEN</name>
        <message>
            <source>Booking reference, e.g. 7KX4M2QA</source>
            <translation>বুকিং রেফারেন্স, যেমন 7KX4M2QA</translation>
        </message>
        <message>
            <source>Booking reference</source>
            <translation>বুকিং রেফারেন্স</translation>
        </message>
        <message>
            <source>{length} letters and digits; Enter looks it up</source>
            <translation>{length}টি অক্ষর ও অঙ্ক; Enter খোঁজে</translation>
        </message>
        <message>
            <source>Look up</source>
            <translation>খুঁজুন</translation>
        </message>
        <message>
            <source>Look up the booking (Enter)</source>
            <translation>বুকিং খুঁজুন (Enter)</translation>
        </message>
        <message>
            <source>The voucher as the booking stands now (sold at this counter)</source>
            <translation>বুকিং এখন যেমন আছে তার ভাউচার (এই কাউন্টারে বিক্রি)</translation>
        </message>
        <message>
            <source>The whole booking</source>
            <translation>পুরো বুকিং</translation>
        </message>
        <message>
            <source>&amp;Part of it:</source>
            <translation>এর একটি অংশ (&amp;P):</translation>
        </message>
        <message>
            <source> seat(s)</source>
            <translation> টি সিট</translation>
        </message>
        <message>
            <source>Seats to cancel</source>
            <translation>বাতিলের সিট</translation>
        </message>
        <message>
            <source>&amp;Quote cancellation</source>
            <translation>বাতিলের হিসাব (&amp;Q)</translation>
        </message>
        <message>
            <source>Cancel this booking</source>
            <translation>এই বুকিং বাতিল করুন</translation>
        </message>
        <message>
            <source>&lt;h2&gt;Lookup&lt;/h2&gt;</source>
            <translation>&lt;h2&gt;খোঁজ&lt;/h2&gt;</translation>
        </message>
        <message>
            <source>No booking open. Type or paste a reference above, or choose a booking in History (Ctrl+5) and press Enter.</source>
            <translation>কোনো বুকিং খোলা নেই। ওপরে একটি রেফারেন্স লিখুন বা পেস্ট করুন, বা ইতিহাসে (Ctrl+5) একটি বুকিং বেছে Enter চাপুন।</translation>
        </message>
        <message>
            <source>A booking reference is {length} letters and digits (no 0, O, 1 or I). Check what was typed.</source>
            <translation>বুকিং রেফারেন্স {length}টি অক্ষর ও অঙ্কের (0, O, 1 বা I নেই)। যা লেখা হয়েছে দেখুন।</translation>
        </message>
        <message>
            <source>Looking up {ref}…</source>
            <translation>{ref} খোঁজা হচ্ছে…</translation>
        </message>
        <message>
            <source>Tick the passengers to cancel in the list first.</source>
            <translation>আগে তালিকায় বাতিলের যাত্রীদের টিক দিন।</translation>
        </message>
        <message>
            <source>Cancelling {what} of {ref}…</source>
            <translation>{ref}-এর {what} বাতিল হচ্ছে…</translation>
        </message>
        <message numerus="yes">
            <source>the %n passengers ticked in the list</source>
            <translation>
                <numerusform>তালিকায় টিক দেওয়া %n জন যাত্রী</numerusform>
                <numerusform>তালিকায় টিক দেওয়া %n জন যাত্রী</numerusform>
            </translation>
        </message>
        <message>
            <source>tick passengers in the list</source>
            <translation>তালিকায় যাত্রীদের টিক দিন</translation>
        </message>
        <message>
            <source>Choose what to cancel, then ask for the quote (Alt+Q).</source>
            <translation>কী বাতিল করবেন বাছুন, তারপর হিসাব চান (Alt+Q)।</translation>
        </message>
        <message>
            <source>Nothing left to cancel on this booking.</source>
            <translation>এই বুকিংয়ে বাতিলের মতো আর কিছু নেই।</translation>
        </message>
        <message>
            <source>Booking {ref} was not found. Check the reference; a booking of another agency cannot be looked up here.</source>
            <translation>বুকিং {ref} পাওয়া যায়নি। রেফারেন্স দেখুন; অন্য এজেন্সির বুকিং এখানে খোঁজা যায় না।</translation>
        </message>
        <message>
            <source>Change the da&amp;y…</source>
            <translation>দিন বদলান… (&amp;Y)</translation>
        </message>
        <message>
            <source>Move the booking to another day (Alt+Y): the new seat is booked first, then this one cancelled, the difference settled at the till</source>
            <translation>বুকিং অন্য দিনে সরান (Alt+Y): আগে নতুন সিট বুক হয়, তারপর এটি বাতিল হয়, পার্থক্যের হিসাব কাউন্টারে হয়</translation>
        </message>
        <message>
            <source>Change the da&amp;y of {ref}…</source>
            <translation>{ref}-এর দিন বদলান… (&amp;Y)</translation>
        </message>
        <message>
            <source>Cancel booking {ref}</source>
            <translation>বুকিং {ref} বাতিল করুন</translation>
        </message>
    </context>
    <context>
        <name>MAIL_ADDRESS</name>
        <message>
            <source>{address} is not an e-mail address (like name@example.in).</source>
            <translation>{address} কোনো ই-মেল ঠিকানা নয় (যেমন name@example.in)।</translation>
        </message>
        <message>
            <source>The e-mail address has a line break or a control character in it: type it on one line.</source>
            <translation>ই-মেল ঠিকানায় লাইন ব্রেক বা কোনো নিয়ন্ত্রণ অক্ষর আছে: এটি এক লাইনে লিখুন।</translation>
        </message>
        <message>
            <source>{address} has letters a mail server does not take ({letters}): use Latin letters, digits and . _ - + only.</source>
            <translation>{address}-এ এমন অক্ষর আছে যা মেল সার্ভার নেয় না ({letters}): শুধু ল্যাটিন অক্ষর, সংখ্যা আর . _ - + ব্যবহার করুন।</translation>
        </message>
    </context>
    <context>
        <name>MAIL_CHILD</name>
        <message>
            <source>The mail job failed ({reason}); the letters wait for its next round.</source>
            <translation>মেলের কাজ ব্যর্থ হয়েছে ({reason}); চিঠিগুলি এর পরের দফার অপেক্ষায় আছে।</translation>
        </message>
    </context>
    <context>
        <name>MAIL_HEALTH</name>
        <message>
            <source>Mail: off ({count} waiting)</source>
            <translation>মেল: বন্ধ ({count}টি অপেক্ষায়)</translation>
        </message>
        <message>
            <source>Mail: off</source>
            <translation>মেল: বন্ধ</translation>
        </message>
        <message>
            <source>Mail: {count} waiting</source>
            <translation>মেল: {count}টি অপেক্ষায়</translation>
        </message>
        <message>
            <source>Mail: all sent</source>
            <translation>মেল: সব পাঠানো হয়েছে</translation>
        </message>
        <message>
            <source>No e-mail is sent: no mail server is set. Letters wait in the journal until one is.</source>
            <translation>কোনো ই-মেল পাঠানো হয় না: কোনো মেল সার্ভার সেট করা নেই। সার্ভার সেট না হওয়া পর্যন্ত চিঠিগুলি জার্নালে অপেক্ষা করে।</translation>
        </message>
        <message>
            <source>E-mail is being sent. The last try did not go: {error}</source>
            <translation>ই-মেল পাঠানো হচ্ছে। শেষ চেষ্টা সফল হয়নি: {error}</translation>
        </message>
        <message>
            <source>E-mail is being sent; the last letter went.</source>
            <translation>ই-মেল পাঠানো হচ্ছে; শেষ চিঠিটি চলে গেছে।</translation>
        </message>
        <message>
            <source>Mail: nothing waiting</source>
            <translation>মেল: কিছু অপেক্ষায় নেই</translation>
        </message>
        <message>
            <source>Last round at {time}.</source>
            <translation>শেষ দফা {time}-এ।</translation>
        </message>
        <message>
            <source>E-mail is sent from here; no letter has been sent yet.</source>
            <translation>ই-মেল এখান থেকেই পাঠানো হয়; এখনও কোনো চিঠি পাঠানো হয়নি।</translation>
        </message>
    </context>
    <context>
        <name>HEADS_LETTER</name>
        <message>
            <source>Counter {counter}: the heads of Z report no. {number}</source>
            <translation>কাউন্টার {counter}: Z রিপোর্ট নং {number}-এর হেড</translation>
        </message>
        <message>
            <source>Counter {counter} closed a shift with Z report no. {number} at {closed}. Keep this letter: it witnesses the counter&apos;s journal outside its computer. An audit compares the journal with the heads below and names the entry that differs: a record or an access log entry changed after this Z report shows there.</source>
            <translation>কাউন্টার {counter} {closed}-এ Z রিপোর্ট নং {number} দিয়ে একটি শিফট বন্ধ করেছে। এই চিঠিটি রেখে দিন: এটি কম্পিউটারের বাইরে কাউন্টারের জার্নালের সাক্ষী। অডিট জার্নালকে নিচের হেডগুলির সঙ্গে মেলায় এবং যে এন্ট্রি আলাদা তার নাম বলে: এই Z রিপোর্টের পরে বদলানো কোনো রেকর্ড বা অ্যাক্সেস লগের এন্ট্রি সেখানে ধরা পড়ে।</translation>
        </message>
        <message>
            <source>The access log had no entries yet.</source>
            <translation>অ্যাক্সেস লগে তখনও কোনো এন্ট্রি ছিল না।</translation>
        </message>
    </context>
    <context>
        <name>MAIL_LETTERS</name>
        <message>
            <source>Refund slip for booking {reference}</source>
            <translation>বুকিং {reference}-এর রিফান্ড স্লিপ</translation>
        </message>
        <message>
            <source>Your refund for booking {reference} has been given. The refund slip for it is attached.</source>
            <translation>বুকিং {reference}-এর আপনার রিফান্ড দেওয়া হয়েছে। তার রিফান্ড স্লিপ সংযুক্ত করা হলো।</translation>
        </message>
        <message>
            <source>Booking {reference} has been cancelled as you asked. The refund slip for the refund and the voucher as it stands now are attached.</source>
            <translation>আপনার অনুরোধে বুকিং {reference} বাতিল করা হয়েছে। রিফান্ডের রিফান্ড স্লিপ এবং এখনকার অবস্থার ভাউচার সংযুক্ত করা হলো।</translation>
        </message>
        <message>
            <source>Part of booking {reference} has been cancelled as you asked; the rest of it stands. The refund slip for the refund and the voucher as it stands now are attached.</source>
            <translation>আপনার অনুরোধে বুকিং {reference}-এর একটি অংশ বাতিল করা হয়েছে; বাকি বুকিং বহাল আছে। রিফান্ডের রিফান্ড স্লিপ এবং এখনকার অবস্থার ভাউচার সংযুক্ত করা হলো।</translation>
        </message>
        <message>
            <source>Part of your refund for booking {reference} has been given; INR {owed} of it is still owed to you and will follow. The refund slip for the whole refund is attached.</source>
            <translation>বুকিং {reference}-এর আপনার রিফান্ডের একটি অংশ দেওয়া হয়েছে; তার মধ্যে INR {owed} এখনও আপনার পাওনা, পরে দেওয়া হবে। পুরো রিফান্ডের রিফান্ড স্লিপ সংযুক্ত করা হলো।</translation>
        </message>
        <message>
            <source>As you asked, here are the documents of booking {reference}.</source>
            <translation>আপনার অনুরোধে, বুকিং {reference}-এর নথিগুলি পাঠানো হলো।</translation>
        </message>
        <message>
            <source>Your booking {reference}</source>
            <translation>আপনার বুকিং {reference}</translation>
        </message>
        <message>
            <source>Thank you for booking with us. Your voucher and your receipt for booking {reference} are attached. Please show the voucher when you travel.</source>
            <translation>আমাদের সঙ্গে বুকিং করার জন্য ধন্যবাদ। বুকিং {reference}-এর আপনার ভাউচার ও রসিদ সংযুক্ত করা হলো। যাত্রার সময় অনুগ্রহ করে ভাউচারটি দেখান।</translation>
        </message>
        <message>
            <source>Cancellation of booking {reference}</source>
            <translation>বুকিং {reference} বাতিল</translation>
        </message>
        <message>
            <source>Booking {reference} has been cancelled as you asked. The credit note for the refund and the voucher as it stands now are attached.</source>
            <translation>আপনার অনুরোধে বুকিং {reference} বাতিল করা হয়েছে। রিফান্ডের ক্রেডিট নোট এবং এখনকার অবস্থার ভাউচার সংযুক্ত করা হলো।</translation>
        </message>
        <message>
            <source>As you asked, here are the documents of booking {reference} again.</source>
            <translation>আপনার অনুরোধে বুকিং {reference}-এর নথিগুলি আবার পাঠানো হলো।</translation>
        </message>
        <message>
            <source>Credit note for booking {reference}</source>
            <translation>বুকিং {reference}-এর ক্রেডিট নোট</translation>
        </message>
        <message>
            <source>Your refund for booking {reference} has been given. The credit note for it is attached.</source>
            <translation>বুকিং {reference}-এর আপনার রিফান্ড দেওয়া হয়েছে। তার ক্রেডিট নোট সংযুক্ত করা হলো।</translation>
        </message>
        <message>
            <source>Your refund for booking {reference}</source>
            <translation>বুকিং {reference}-এর আপনার রিফান্ড</translation>
        </message>
        <message>
            <source>Your refund for booking {reference} has now been given in full. Thank you for your patience.</source>
            <translation>বুকিং {reference}-এর আপনার পুরো রিফান্ড এখন দেওয়া হয়েছে। আপনার ধৈর্যের জন্য ধন্যবাদ।</translation>
        </message>
        <message>
            <source>Part of booking {reference} has been cancelled as you asked; the rest of it stands. The credit note for the refund and the voucher as it stands now are attached.</source>
            <translation>আপনার অনুরোধে বুকিং {reference}-এর একটি অংশ বাতিল করা হয়েছে; বাকি বুকিং বহাল আছে। রিফান্ডের ক্রেডিট নোট এবং এখনকার অবস্থার ভাউচার সংযুক্ত করা হলো।</translation>
        </message>
        <message>
            <source>Part of your refund for booking {reference} has been given; INR {owed} of it is still owed to you and will follow. The credit note for the whole refund is attached.</source>
            <translation>বুকিং {reference}-এর আপনার রিফান্ডের একটি অংশ দেওয়া হয়েছে; তার মধ্যে INR {owed} এখনও আপনার পাওনা, পরে দেওয়া হবে। পুরো রিফান্ডের ক্রেডিট নোট সংযুক্ত করা হলো।</translation>
        </message>
    </context>
    <context>
        <name>MAIL_MESSAGES</name>
        <message>
            <source>E-mail to the customer</source>
            <translation>গ্রাহককে ই-মেল</translation>
        </message>
        <message>
            <source>Send the documents again</source>
            <translation>নথিগুলি আবার পাঠান</translation>
        </message>
        <message>
            <source>Nothing was e-mailed to {email}.</source>
            <translation>{email}-এ কিছুই ই-মেল করা হয়নি।</translation>
        </message>
        <message>
            <source>{when}: “{subject}” to {email}. {state}</source>
            <translation>{when}: “{subject}” {email}-এ। {state}</translation>
        </message>
    </context>
    <context>
        <name>MAIL_SERVER</name>
        <message>
            <source>The mail server needs its address, for example smtp.example.in.</source>
            <translation>মেল সার্ভারের ঠিকানা দরকার, যেমন smtp.example.in।</translation>
        </message>
        <message>
            <source>The mail server&apos;s port is a number from 1 to 65535.</source>
            <translation>মেল সার্ভারের পোর্ট 1 থেকে 65535-এর মধ্যে একটি সংখ্যা।</translation>
        </message>
        <message>
            <source>The mail server needs the sender&apos;s address.</source>
            <translation>মেল সার্ভারের জন্য প্রেরকের ঠিকানা দরকার।</translation>
        </message>
    </context>
    <context>
        <name>MAIL_SETTINGS</name>
        <message>
            <source>E-mail to customers</source>
            <translation>গ্রাহকদের ই-মেল</translation>
        </message>
        <message>
            <source>e.g. smtp.example.in (empty: no e-mail)</source>
            <translation>যেমন smtp.example.in (খালি: কোনো ই-মেল নয়)</translation>
        </message>
        <message>
            <source>STARTTLS (usually port 587)</source>
            <translation>STARTTLS (সাধারণত পোর্ট 587)</translation>
        </message>
        <message>
            <source>TLS from the start (usually port 465)</source>
            <translation>শুরু থেকেই TLS (সাধারণত পোর্ট 465)</translation>
        </message>
        <message>
            <source>The login (empty: none)</source>
            <translation>লগইন (খালি: কিছু নয়)</translation>
        </message>
        <message>
            <source>Empty: keep the saved one (kept in the password store, never in a file)</source>
            <translation>খালি: সংরক্ষিতটিই থাকবে (পাসওয়ার্ড স্টোরে রাখা হয়, কখনো কোনো ফাইলে নয়)</translation>
        </message>
        <message>
            <source>e.g. the agency&apos;s name</source>
            <translation>যেমন এজেন্সির নাম</translation>
        </message>
        <message>
            <source>Empty: the sender&apos;s address</source>
            <translation>খালি: প্রেরকের ঠিকানা</translation>
        </message>
        <message>
            <source>Send a test message</source>
            <translation>পরীক্ষামূলক বার্তা পাঠান</translation>
        </message>
        <message>
            <source>Mail server</source>
            <translation>মেল সার্ভার</translation>
        </message>
        <message>
            <source>Security</source>
            <translation>নিরাপত্তা</translation>
        </message>
        <message>
            <source>Port</source>
            <translation>পোর্ট</translation>
        </message>
        <message>
            <source>Login</source>
            <translation>লগইন</translation>
        </message>
        <message>
            <source>Password</source>
            <translation>পাসওয়ার্ড</translation>
        </message>
        <message>
            <source>Sender&apos;s name</source>
            <translation>প্রেরকের নাম</translation>
        </message>
        <message>
            <source>Sender&apos;s address</source>
            <translation>প্রেরকের ঠিকানা</translation>
        </message>
        <message>
            <source>Replies go to</source>
            <translation>উত্তর যাবে</translation>
        </message>
        <message>
            <source>Sending a test message to {address}…</source>
            <translation>{address}-এ পরীক্ষামূলক বার্তা পাঠানো হচ্ছে…</translation>
        </message>
        <message>
            <source>Now</source>
            <translation>এখন</translation>
        </message>
    </context>
    <context>
        <name>MAIL_SMTP</name>
        <message>
            <source>The mail server&apos;s certificate is not trusted here: {reason}.</source>
            <translation>এই কম্পিউটারে মেল সার্ভারের সার্টিফিকেট বিশ্বস্ত নয়: {reason}।</translation>
        </message>
        <message>
            <source>The mail server could not be reached or hung up: {reason}.</source>
            <translation>মেল সার্ভারে পৌঁছানো যায়নি বা সে সংযোগ কেটে দিয়েছে: {reason}।</translation>
        </message>
        <message>
            <source>Counterdesk test message</source>
            <translation>Counterdesk পরীক্ষামূলক বার্তা</translation>
        </message>
        <message>
            <source>This message was sent from the counter to check the mail settings. Customers&apos; vouchers, receipts and credit notes will come from this address.</source>
            <translation>মেল সেটিং যাচাই করতে এই বার্তাটি কাউন্টার থেকে পাঠানো হয়েছে। গ্রাহকদের ভাউচার, রসিদ ও ক্রেডিট নোট এই ঠিকানা থেকেই যাবে।</translation>
        </message>
        <message>
            <source>The letter could not be written: {reason}.</source>
            <translation>চিঠিটি তৈরি করা গেল না: {reason}।</translation>
        </message>
    </context>
    <context>
        <name>MAIL_WORDS</name>
        <message>
            <source>Sent. The mail server answered: {words}</source>
            <translation>পাঠানো হয়েছে। মেল সার্ভারের উত্তর: {words}</translation>
        </message>
        <message>
            <source>Refused by the mail server: {words}. Check the address with the customer, then send again.</source>
            <translation>মেল সার্ভার প্রত্যাখ্যান করেছে: {words}। গ্রাহকের সঙ্গে ঠিকানা যাচাই করে আবার পাঠান।</translation>
        </message>
        <message>
            <source>Not sent: the mail server could not be given it since {since} ({words}). Check the mail settings, then send again.</source>
            <translation>পাঠানো হয়নি: {since} থেকে এটি মেল সার্ভারকে দেওয়া যায়নি ({words})। মেল সেটিং যাচাই করে আবার পাঠান।</translation>
        </message>
        <message>
            <source>Waiting to be sent.</source>
            <translation>পাঠানোর অপেক্ষায়।</translation>
        </message>
        <message>
            <source>Not sent yet, tried again soon. Last answer: {words}</source>
            <translation>এখনও পাঠানো হয়নি, শীঘ্রই আবার চেষ্টা হবে। শেষ উত্তর: {words}</translation>
        </message>
        <message>
            <source>The mail server took the test message: {words}</source>
            <translation>মেল সার্ভার পরীক্ষামূলক বার্তাটি নিয়েছে: {words}</translation>
        </message>
        <message>
            <source>The mail server refused the test message: {words}</source>
            <translation>মেল সার্ভার পরীক্ষামূলক বার্তাটি প্রত্যাখ্যান করেছে: {words}</translation>
        </message>
        <message>
            <source>The test message was not sent: {words}</source>
            <translation>পরীক্ষামূলক বার্তাটি পাঠানো হয়নি: {words}</translation>
        </message>
        <message>
            <source>Not sent, held apart: {words} Correct the address with the customer, then send again.</source>
            <translation>পাঠানো হয়নি, আলাদা রাখা হয়েছে: {words} গ্রাহকের সঙ্গে ঠিকানা ঠিক করুন, তারপর আবার পাঠান।</translation>
        </message>
        <message>
            <source>Sent</source>
            <translation>পাঠানো হয়েছে</translation>
        </message>
        <message>
            <source>Held apart</source>
            <translation>আলাদা রাখা হয়েছে</translation>
        </message>
        <message>
            <source>Refused</source>
            <translation>প্রত্যাখ্যাত</translation>
        </message>
        <message>
            <source>Not sent</source>
            <translation>পাঠানো হয়নি</translation>
        </message>
        <message>
            <source>Waiting</source>
            <translation>অপেক্ষায়</translation>
        </message>
        <message>
            <source>E-mail to {email}: {state}</source>
            <translation>{email}-এ ই-মেল: {state}</translation>
        </message>
    </context>
    <context>
        <name>MANIFEST_MODEL</name>
        <message>
            <source>Passenger</source>
            <translation>যাত্রী</translation>
        </message>
        <message>
            <source>Age</source>
            <translation>বয়স</translation>
        </message>
        <message>
            <source>Gender</source>
            <translation>লিঙ্গ</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>ধরন</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>অবস্থা</translation>
        </message>
    </context>
    <context>
        <name>MENU</name>
        <message>
            <source>Seal records under a &amp;new key…</source>
            <translation>নতুন কী দিয়ে রেকর্ড সিল করুন (&amp;N)…</translation>
        </message>
        <message>
            <source>Menu bar</source>
            <translation>মেনু বার</translation>
        </message>
        <message>
            <source>Sale</source>
            <translation>বিক্রি</translation>
        </message>
        <message>
            <source>&amp;New sale</source>
            <translation>নতুন বিক্রি (&amp;N)</translation>
        </message>
        <message>
            <source>&amp;Lookup by reference…</source>
            <translation>রেফারেন্স দিয়ে খোঁজ (&amp;L)…</translation>
        </message>
        <message>
            <source>View</source>
            <translation>দেখুন</translation>
        </message>
        <message>
            <source>&amp;{number} {screen}</source>
            <translation>&amp;{number} {screen}</translation>
        </message>
        <message>
            <source>Tools</source>
            <translation>টুলস</translation>
        </message>
        <message>
            <source>&amp;Settings</source>
            <translation>সেটিংস (&amp;S)</translation>
        </message>
        <message>
            <source>S&amp;hift report</source>
            <translation>শিফট রিপোর্ট (&amp;H)</translation>
        </message>
        <message>
            <source>&amp;Agency day close</source>
            <translation>এজেন্সির দিন শেষ (&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Reset training data…</source>
            <translation>প্রশিক্ষণের ডেটা মুছে নতুন করুন (&amp;R)…</translation>
        </message>
        <message>
            <source>Help</source>
            <translation>সাহায্য</translation>
        </message>
        <message>
            <source>&amp;Help for this screen</source>
            <translation>এই স্ক্রিনের সাহায্য (&amp;H)</translation>
        </message>
        <message>
            <source>&amp;Keyboard shortcuts</source>
            <translation>কীবোর্ড শর্টকাট (&amp;K)</translation>
        </message>
        <message>
            <source>&amp;Training mode explained</source>
            <translation>প্রশিক্ষণ মোড কী (&amp;T)</translation>
        </message>
        <message>
            <source>Open &amp;log folder</source>
            <translation>লগ ফোল্ডার খুলুন (&amp;L)</translation>
        </message>
        <message>
            <source>&amp;Crash reports…</source>
            <translation>ক্র্যাশ রিপোর্ট (&amp;C)…</translation>
        </message>
        <message>
            <source>&amp;About Counterdesk</source>
            <translation>Counterdesk সম্পর্কে (&amp;A)</translation>
        </message>
        <message>
            <source>Open the menu bar</source>
            <translation>মেনু বার খুলুন</translation>
        </message>
        <message>
            <source>The log folder could not be opened: it is {folder}</source>
            <translation>লগ ফোল্ডার খোলা যায়নি: এটি {folder}</translation>
        </message>
        <message>
            <source>About Counterdesk</source>
            <translation>Counterdesk সম্পর্কে</translation>
        </message>
        <message>
            <source>&lt;b&gt;Counterdesk {version}&lt;/b&gt;&lt;p&gt;The sales counter of a travel agency: island tours and boat trips, paid from the agency's prepaid wallet.&lt;/p&gt;</source>
            <translation>&lt;b&gt;Counterdesk {version}&lt;/b&gt;&lt;p&gt;ট্রাভেল এজেন্সির বিক্রির কাউন্টার: দ্বীপের ট্যুর আর বোট ট্রিপ, এজেন্সির প্রিপেড ওয়ালেট থেকে পেমেন্ট।&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&amp;Close</source>
            <translation>বন্ধ করুন (&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Privacy notice for the customer (PDF)</source>
            <translation>গ্রাহকের জন্য গোপনীয়তা নোটিশ (PDF) (&amp;P)</translation>
        </message>
        <message>
            <source>The notice could not be saved ({reason}).</source>
            <translation>নোটিশ সেভ করা যায়নি ({reason})।</translation>
        </message>
        <message>
            <source>The privacy notice is in {path}: print it for the customer.</source>
            <translation>গোপনীয়তা নোটিশ {path}-এ আছে: গ্রাহকের জন্য প্রিন্ট করুন।</translation>
        </message>
        <message>
            <source>&amp;Who looked at customers' data…</source>
            <translation>গ্রাহকদের তথ্য কে দেখেছেন (&amp;W)…</translation>
        </message>
        <message>
            <source>&amp;Background jobs…</source>
            <translation>পেছনের কাজ (&amp;B)…</translation>
        </message>
        <message>
            <source>&amp;Quit Counterdesk</source>
            <translation>Counterdesk বন্ধ করুন (&amp;Q)</translation>
        </message>
    </context>
    <context>
        <name>MESSAGE_BAR</name>
        <message>
            <source>Note:</source>
            <translation>জেনে রাখুন:</translation>
        </message>
        <message>
            <source>Warning:</source>
            <translation>সতর্কতা:</translation>
        </message>
        <message>
            <source>Problem:</source>
            <translation>সমস্যা:</translation>
        </message>
        <message>
            <source>Dismiss</source>
            <translation>সরান</translation>
        </message>
        <message>
            <source>Dismiss the message</source>
            <translation>মেসেজটি সরান</translation>
        </message>
    </context>
    <context>
        <name>MONTH_CLOSE</name>
        <message>
            <source>Re-opened on {day} by {name}: {reason}</source>
            <translation>{day} তারিখে {name} আবার খুলেছেন: {reason}</translation>
        </message>
        <message>
            <source>{month} has not ended yet: it can be closed from {day}.</source>
            <translation>{month} এখনও শেষ হয়নি: এটি {day} থেকে বন্ধ করা যাবে।</translation>
        </message>
        <message>
            <source>{month} is closed already.</source>
            <translation>{month} আগেই বন্ধ করা হয়েছে।</translation>
        </message>
        <message>
            <source>A month is re-opened only with a reason.</source>
            <translation>মাস কেবল কারণসহ আবার খোলা যায়।</translation>
        </message>
        <message>
            <source>{month} is not closed.</source>
            <translation>{month} বন্ধ নয়।</translation>
        </message>
    </context>
    <context>
        <name>MONTH_CLOSE_SERVICE</name>
        <message>
            <source>Re-opened on {day} by {name}: {reason}</source>
            <translation>{day} তারিখে {name} আবার খুলেছেন: {reason}</translation>
        </message>
        <message>
            <source>Account {account}: no statement reaches {day}.</source>
            <translation>অ্যাকাউন্ট {account}: কোনো স্টেটমেন্ট {day} পর্যন্ত পৌঁছায় না।</translation>
        </message>
        <message numerus="yes">
            <source>Account {account}: %n statement line(s) the books do not hold ({amount}).</source>
            <translation>
                <numerusform>অ্যাকাউন্ট {account}: স্টেটমেন্টের %nটি লাইন খাতায় নেই ({amount})।</numerusform>
                <numerusform>অ্যাকাউন্ট {account}: স্টেটমেন্টের %nটি লাইন খাতায় নেই ({amount})।</numerusform>
            </translation>
        </message>
        <message>
            <source>Account {account}: {amount} that nothing explains at {day}.</source>
            <translation>অ্যাকাউন্ট {account}: {day} তারিখে {amount}-এর কোনো ব্যাখ্যা নেই।</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>খোলা</translation>
        </message>
        <message>
            <source>Closed on {day} by {name}</source>
            <translation>{day} তারিখে {name} বন্ধ করেছেন</translation>
        </message>
        <message>
            <source>Nothing dated in {month} changes after its close: what comes later for it is posted in the first open month.</source>
            <translation>বন্ধের পর {month}-এর তারিখের কিছুই বদলায় না: পরে এর জন্য যা আসে তা প্রথম খোলা মাসে লেখা হয়।</translation>
        </message>
        <message>
            <source>Not explained, accepted with the close:</source>
            <translation>যার ব্যাখ্যা নেই, বন্ধের সঙ্গে গৃহীত:</translation>
        </message>
        <message>
            <source>The statements explain the month.</source>
            <translation>স্টেটমেন্টগুলো পুরো মাসের ব্যাখ্যা দেয়।</translation>
        </message>
        <message>
            <source>Every export of {month} made from now says it was re-opened, by whom and why.</source>
            <translation>এখন থেকে তৈরি {month}-এর প্রতিটি এক্সপোর্ট জানাবে যে এটি আবার খোলা হয়েছে, কে এবং কেন।</translation>
        </message>
    </context>
    <context>
        <name>MONTH_STATE</name>
        <message>
            <source>Close &amp;month…</source>
            <translation>মাস বন্ধ করুন (&amp;M)…</translation>
        </message>
        <message>
            <source>Supervisor: close the chosen day's month; nothing dated in it changes after</source>
            <translation>সুপারভাইজার: বেছে নেওয়া দিনের মাস বন্ধ করুন; এরপর সেই তারিখের কিছুই বদলায় না</translation>
        </message>
        <message>
            <source>R&amp;e-open month…</source>
            <translation>মাস আবার খুলুন (&amp;E)…</translation>
        </message>
        <message>
            <source>The owner: re-open the closed month, with a reason</source>
            <translation>মালিক: বন্ধ মাস কারণসহ আবার খুলুন</translation>
        </message>
    </context>
    <context>
        <name>MRZ_ENTRY</name>
        <message>
            <source>Scan the passport with the reader, or type or paste its two MRZ lines (the lines of letters, digits and &lt; at the foot of the photo page).</source>
            <translation>রিডার দিয়ে পাসপোর্ট স্ক্যান করুন, বা তার দুটি MRZ লাইন টাইপ বা পেস্ট করুন (ছবির পাতার নিচে অক্ষর, অঙ্ক আর &lt; দিয়ে লেখা লাইন)।</translation>
        </message>
        <message>
            <source>Passport MRZ</source>
            <translation>পাসপোর্ট MRZ</translation>
        </message>
        <message>
            <source>The two lines at the foot of the passport's photo page</source>
            <translation>পাসপোর্টের ছবির পাতার নিচের দুটি লাইন</translation>
        </message>
        <message>
            <source>{typed} of {whole} characters.</source>
            <translation>{whole}টির মধ্যে {typed}টি অক্ষর।</translation>
        </message>
        <message>
            <source>Not read: {problems}. Nothing was filled in. Scan the passport again or check the two lines character by character.</source>
            <translation>পড়া যায়নি: {problems}। কিছুই পূরণ হয়নি। পাসপোর্ট আবার স্ক্যান করুন বা দুটি লাইন অক্ষর ধরে ধরে মিলিয়ে দেখুন।</translation>
        </message>
        <message>
            <source>Read: {name}, {nationality}, passport {number}. The fields were filled in; check them.</source>
            <translation>পড়া হয়েছে: {name}, {nationality}, পাসপোর্ট {number}। ঘরগুলো পূরণ হয়েছে; মিলিয়ে দেখুন।</translation>
        </message>
    </context>
    <context>
        <name>NAV_BAR</name>
        <message>
            <source>Opens the {title} screen ({shortcut})</source>
            <translation>{title} স্ক্রিন খোলে ({shortcut})</translation>
        </message>
    </context>
    <context>
        <name>NET_WORDS</name>
        <message>
            <source>the server's name is not known (check how it is spelt, and that this computer is online)</source>
            <translation>সার্ভারের নাম চেনা যায়নি (বানান দেখুন, আর এই কম্পিউটার অনলাইন আছে কি না)</translation>
        </message>
        <message>
            <source>nothing answers at that address and port (the server is off, or the port is wrong)</source>
            <translation>সেই ঠিকানা আর পোর্টে কেউ সাড়া দেয় না (সার্ভার বন্ধ, বা পোর্ট ভুল)</translation>
        </message>
        <message>
            <source>it did not answer in time (check this computer's network)</source>
            <translation>সময়মতো সাড়া দেয়নি (এই কম্পিউটারের নেটওয়ার্ক দেখুন)</translation>
        </message>
        <message>
            <source>this computer's network cannot reach it (check the cable or Wi-Fi)</source>
            <translation>এই কম্পিউটারের নেটওয়ার্ক সেখানে পৌঁছাতে পারে না (কেবল বা Wi-Fi দেখুন)</translation>
        </message>
        <message>
            <source>it cut the connection (try again; if it keeps happening, call IT)</source>
            <translation>সংযোগ কেটে দিয়েছে (আবার চেষ্টা করুন; বারবার হলে IT-কে ডাকুন)</translation>
        </message>
        <message>
            <source>“{character}” in “{text}” cannot be written in an e-mail address or header (use Latin letters, digits and . _ - + @)</source>
            <translation>“{text}”-এর “{character}” ই-মেল ঠিকানা বা হেডারে লেখা যায় না (ল্যাটিন অক্ষর, সংখ্যা আর . _ - + @ ব্যবহার করুন)</translation>
        </message>
    </context>
    <context>
        <name>OPEN_SHIFT</name>
        <message>
            <source>Not now</source>
            <translation>এখন নয়</translation>
        </message>
        <message>
            <source>Opening &amp;float</source>
            <translation>শুরুর নগদ (&amp;F)</translation>
        </message>
        <message>
            <source>Clerk's &amp;name</source>
            <translation>ক্লার্কের নাম (&amp;N)</translation>
        </message>
        <message>
            <source>Count the cash in the drawer. Enter opens the shift with the name and the float below (from the last close); change them if they differ.</source>
            <translation>ড্রয়ারের নগদ গুনুন। Enter নিচের নাম আর শুরুর নগদ দিয়ে (শেষ বন্ধ থেকে) শিফট খোলে; আলাদা হলে বদলে দিন।</translation>
        </message>
        <message>
            <source>Open a shift</source>
            <translation>একটি শিফট খুলুন</translation>
        </message>
    </context>
    <context>
        <name>PAPER</name>
        <message>
            <source>There is no printer called {name} on this computer.</source>
            <translation>এই কম্পিউটারে {name} নামে কোনো প্রিন্টার নেই।</translation>
        </message>
        <message>
            <source>This computer has no printer set up.</source>
            <translation>এই কম্পিউটারে কোনো প্রিন্টার সেট করা নেই।</translation>
        </message>
        <message>
            <source>{printer} is a receipt printer: choose a system printer for this.</source>
            <translation>{printer} একটি রসিদ প্রিন্টার: এর জন্য একটি সিস্টেম প্রিন্টার বাছুন।</translation>
        </message>
    </context>
    <context>
        <name>PASSENGERS_MODEL</name>
        <message>
            <source>Name</source>
            <translation>নাম</translation>
        </message>
        <message>
            <source>Age</source>
            <translation>বয়স</translation>
        </message>
        <message>
            <source>Gender</source>
            <translation>লিঙ্গ</translation>
        </message>
        <message>
            <source>Nationality</source>
            <translation>জাতীয়তা</translation>
        </message>
        <message>
            <source>ID type</source>
            <translation>আইডির ধরন</translation>
        </message>
        <message>
            <source>ID number</source>
            <translation>আইডি নম্বর</translation>
        </message>
        <message>
            <source>Scan</source>
            <translation>স্ক্যান</translation>
        </message>
        <message>
            <source>too large</source>
            <translation>খুব বড়</translation>
        </message>
        <message>
            <source>{price} (includes {rounding} rounding)</source>
            <translation>{price} ({rounding} রাউন্ডিং সহ)</translation>
        </message>
        <message>
            <source>required</source>
            <translation>লাগবে</translation>
        </message>
        <message>
            <source>Ticket, per person incl. GST</source>
            <translation>টিকিট, জনপ্রতি, GST সহ</translation>
        </message>
    </context>
    <context>
        <name>PASSENGER_EDITOR</name>
        <message>
            <source>Male</source>
            <translation>পুরুষ</translation>
        </message>
        <message>
            <source>Female</source>
            <translation>মহিলা</translation>
        </message>
        <message>
            <source>Other</source>
            <translation>অন্যান্য</translation>
        </message>
        <message>
            <source>Passenger</source>
            <translation>যাত্রী</translation>
        </message>
        <message>
            <source>Years, on the travel date</source>
            <translation>বছর, যাত্রার তারিখে</translation>
        </message>
        <message>
            <source>{indian}, or the passport's country code (GBR, USA, DEU…)</source>
            <translation>{indian}, বা পাসপোর্টের দেশের কোড (GBR, USA, DEU…)</translation>
        </message>
        <message>
            <source>Na&amp;me</source>
            <translation>নাম (&amp;M)</translation>
        </message>
        <message>
            <source>A&amp;ge</source>
            <translation>বয়স (&amp;G)</translation>
        </message>
        <message>
            <source>Gen&amp;der</source>
            <translation>লিঙ্গ (&amp;D)</translation>
        </message>
        <message>
            <source>Nat&amp;ionality</source>
            <translation>জাতীয়তা (&amp;I)</translation>
        </message>
        <message>
            <source>ID t&amp;ype</source>
            <translation>আইডির ধরন (&amp;Y)</translation>
        </message>
        <message>
            <source>ID n&amp;umber</source>
            <translation>আইডি নম্বর (&amp;U)</translation>
        </message>
        <message>
            <source>Passport MRZ (reader, or type the two lines)</source>
            <translation>পাসপোর্ট MRZ (রিডার, বা দুটি লাইন টাইপ করুন)</translation>
        </message>
        <message>
            <source>Passenger {number}</source>
            <translation>যাত্রী {number}</translation>
        </message>
        <message>
            <source>Passport</source>
            <translation>পাসপোর্ট</translation>
        </message>
        <message>
            <source>ID document</source>
            <translation>পরিচয়পত্র</translation>
        </message>
        <message>
            <source>Scan ({document}): &lt;b&gt;required&lt;/b&gt;</source>
            <translation>স্ক্যান ({document}): &lt;b&gt;লাগবে&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Scan ({document}): required, attached</source>
            <translation>স্ক্যান ({document}): লাগবে, যোগ করা হয়েছে</translation>
        </message>
        <message>
            <source>Scan ({document}): optional</source>
            <translation>স্ক্যান ({document}): ইচ্ছামতো</translation>
        </message>
        <message>
            <source>Aadhaar, from the card's QR</source>
            <translation>আধার, কার্ডের QR থেকে</translation>
        </message>
        <message>
            <source>Aadhaar (QR)</source>
            <translation>আধার (QR)</translation>
        </message>
    </context>
    <context>
        <name>PASSENGER_LIST</name>
        <message>
            <source>This sale has {most} passengers, the most one booking takes: start another sale.</source>
            <translation>এই বিক্রিতে {most} জন যাত্রী, এক বুকিংয়ে এর বেশি হয় না: আরেকটি বিক্রি শুরু করুন।</translation>
        </message>
        <message>
            <source>Name, age, gender, nationality if not Indian  (e.g. Ravi Kumar, 34, M)</source>
            <translation>নাম, বয়স, লিঙ্গ, ভারতীয় না হলে জাতীয়তা  (যেমন Ravi Kumar, 34, M)</translation>
        </message>
        <message>
            <source>A passenger in one line, separated by commas; gender M, F or O. Enter fills the first passenger without a name, or adds one, and the cursor stays for the next. A passport reader's two MRZ lines, typed here, fill a passenger from the passport; the imager's scan of an Aadhaar card's QR code fills an Indian passenger.</source>
            <translation>এক লাইনে একজন যাত্রী, কমা দিয়ে আলাদা; লিঙ্গ M, F বা O। Enter চাপলে নাম ছাড়া প্রথম যাত্রী পূরণ হয়, বা একজন যোগ হয়, আর কার্সর পরের জনের জন্য থাকে। এখানে টাইপ করা পাসপোর্ট রিডারের দুটি MRZ লাইন পাসপোর্ট থেকে একজন যাত্রী পূরণ করে। ইমেজার দিয়ে আধার কার্ডের QR কোড স্ক্যান করলে একজন ভারতীয় যাত্রী পূরণ হয়।</translation>
        </message>
        <message>
            <source>&amp;Add passenger</source>
            <translation>যাত্রী যোগ করুন (&amp;A)</translation>
        </message>
        <message>
            <source>Alt+A: a passenger at the end of the list</source>
            <translation>Alt+A: তালিকার শেষে একজন যাত্রী</translation>
        </message>
        <message>
            <source>&amp;Remove passenger</source>
            <translation>যাত্রী সরান (&amp;R)</translation>
        </message>
        <message>
            <source>Alt+R: the selected passenger (Ctrl+Z brings them back)</source>
            <translation>Alt+R: বাছা যাত্রী (Ctrl+Z তাঁদের ফিরিয়ে আনে)</translation>
        </message>
        <message>
            <source>Undo (Ctrl+Z)</source>
            <translation>আগের অবস্থায় ফেরান (Ctrl+Z)</translation>
        </message>
        <message>
            <source>Bring back the passengers removed last, with their scans.</source>
            <translation>শেষে সরানো যাত্রীদের তাঁদের স্ক্যান সহ ফিরিয়ে আনুন।</translation>
        </message>
        <message>
            <source>Passenger &amp;list: ↑ ↓ here, or Ctrl+PgDown / Ctrl+PgUp anywhere, to change passenger</source>
            <translation>যাত্রী তালিকা (&amp;L): এখানে ↑ ↓, বা যেকোনো জায়গায় Ctrl+PgDown / Ctrl+PgUp, যাত্রী বদলাতে</translation>
        </message>
        <message>
            <source>Passengers of the sale</source>
            <translation>বিক্রির যাত্রীরা</translation>
        </message>
        <message>
            <source>Up and Down choose the passenger edited below; a scan dropped on a row is that passenger's.</source>
            <translation>ওপর ও নিচ দিয়ে নিচে সম্পাদিত যাত্রী বাছুন; কোনো সারিতে ছাড়া স্ক্যান সেই যাত্রীর।</translation>
        </message>
        <message>
            <source>That is a passport's second MRZ line: scan the passport again.</source>
            <translation>এটি পাসপোর্টের দ্বিতীয় MRZ লাইন: পাসপোর্ট আবার স্ক্যান করুন।</translation>
        </message>
        <message>
            <source>Passport MRZ: line 1 of 2 read.</source>
            <translation>পাসপোর্ট MRZ: 2টির মধ্যে 1ম লাইন পড়া হয়েছে।</translation>
        </message>
        <message>
            <source>Passport not read: {problems}. Scan the passport again.</source>
            <translation>পাসপোর্ট পড়া যায়নি: {problems}। পাসপোর্ট আবার স্ক্যান করুন।</translation>
        </message>
        <message>
            <source>Read: {name}, {nationality}, passport {number}. Check them; Ctrl+O for the scan.</source>
            <translation>পড়া হয়েছে: {name}, {nationality}, পাসপোর্ট {number}। মিলিয়ে দেখুন; স্ক্যানের জন্য Ctrl+O।</translation>
        </message>
        <message>
            <source>(no name yet)</source>
            <translation>(এখনও নাম নেই)</translation>
        </message>
        <message>
            <source>passenger {number}</source>
            <translation>যাত্রী {number}</translation>
        </message>
        <message>
            <source>Removed: {names}.</source>
            <translation>সরানো হয়েছে: {names}।</translation>
        </message>
        <message>
            <source>passenger {number}, {name}</source>
            <translation>যাত্রী {number}, {name}</translation>
        </message>
        <message>
            <source>Aadhaar QR read: {name}. This trip needs the whole number: type the card's 12 digits (the QR's last four are {last_four}).</source>
            <translation>আধার QR পড়া হয়েছে: {name}। এই যাত্রায় পুরো নম্বর লাগে: কার্ডের 12টি অঙ্ক টাইপ করুন (QR-এর শেষ চারটি অঙ্ক {last_four})।</translation>
        </message>
        <message>
            <source>Aadhaar QR read: {name}, card genuine (UIDAI signature). Check the photo on the card against the passenger.</source>
            <translation>আধার QR পড়া হয়েছে: {name}, কার্ড আসল (UIDAI-এর স্বাক্ষর)। কার্ডের ছবি যাত্রীর সঙ্গে মিলিয়ে দেখুন।</translation>
        </message>
        <message>
            <source>Older Aadhaar QR read: {name}. It carries no signature: check the card itself.</source>
            <translation>পুরোনো আধার QR পড়া হয়েছে: {name}। এতে স্বাক্ষর নেই: কার্ডটি নিজে দেখে নিন।</translation>
        </message>
    </context>
    <context>
        <name>PAYMENT_PANEL</name>
        <message>
            <source>Type the amount in rupees and paise, for example 1250.50.</source>
            <translation>টাকা ও পয়সায় পরিমাণ লিখুন, যেমন 1250.50।</translation>
        </message>
        <message>
            <source>the rest</source>
            <translation>বাকিটা</translation>
        </message>
        <message>
            <source>Cash part</source>
            <translation>নগদ অংশ</translation>
        </message>
        <message>
            <source>exact</source>
            <translation>ঠিক ঠিক</translation>
        </message>
        <message>
            <source>Cash tendered</source>
            <translation>দেওয়া নগদ</translation>
        </message>
        <message>
            <source>Enter here pays; left empty, the customer gave the exact cash</source>
            <translation>এখানে Enter পেমেন্ট করে; খালি রাখলে, গ্রাহক ঠিক ঠিক নগদ দিয়েছেন</translation>
        </message>
        <message>
            <source>&amp;Received</source>
            <translation>পাওয়া গেছে (&amp;R)</translation>
        </message>
        <message>
            <source>Tick once the customer's UPI app shows the payment succeeded.</source>
            <translation>গ্রাহকের UPI অ্যাপে পেমেন্ট সফল দেখালে টিক দিন।</translation>
        </message>
        <message>
            <source>Change due</source>
            <translation>ফেরত দিতে হবে</translation>
        </message>
        <message>
            <source>Scan to pay {amount} to {payee} ({vpa})</source>
            <translation>{payee} ({vpa})-কে {amount} দিতে স্ক্যান করুন</translation>
        </message>
        <message>
            <source>Tick Received once the customer's UPI app shows the payment succeeded.</source>
            <translation>গ্রাহকের UPI অ্যাপে পেমেন্ট সফল দেখালে পাওয়া গেছে-তে টিক দিন।</translation>
        </message>
        <message>
            <source>Left empty, cash takes what the other tenders leave</source>
            <translation>খালি রাখলে বাকি পেমেন্ট পদ্ধতির পরে যা থাকে তা নগদে</translation>
        </message>
        <message>
            <source>{tender} amount</source>
            <translation>{tender} পরিমাণ</translation>
        </message>
        <message>
            <source>The amount changed from {amount}: scan the new code.</source>
            <translation>অঙ্ক {amount} থেকে বদলেছে: নতুন কোড স্ক্যান করুন।</translation>
        </message>
    </context>
    <context>
        <name>PENDING_CONTROLLER</name>
        <message>
            <source>Requests left unanswered when the app last stopped were checked:</source>
            <translation>অ্যাপ শেষবার থামার সময় যে অনুরোধের উত্তর আসেনি সেগুলো দেখা হয়েছে:</translation>
        </message>
        <message>
            <source>An answer that had not come is in:</source>
            <translation>যে উত্তর আসেনি তা এসেছে:</translation>
        </message>
        <message>
            <source>The journal cannot be read: {reason}.</source>
            <translation>জার্নাল পড়া যাচ্ছে না: {reason}।</translation>
        </message>
        <message>
            <source>The sale that was never sent is closed; nothing was charged.</source>
            <translation>যে বিক্রি কখনও পাঠানো হয়নি তা বন্ধ করা হয়েছে; কিছুই চার্জ হয়নি।</translation>
        </message>
        <message>
            <source>The journal cannot record it: {reason}.</source>
            <translation>জার্নাল এটি লিখতে পারছে না: {reason}।</translation>
        </message>
        <message>
            <source>{supervisor} decided the customer has left. The app keeps asking the service about the earlier sale: if it was booked, the app cancels it and the customer's money is given back here at once.</source>
            <translation>{supervisor} ঠিক করেছেন গ্রাহক চলে গেছেন। অ্যাপ আগের বিক্রি নিয়ে সার্ভিসকে জিজ্ঞেস করে যাচ্ছে: বুক হয়ে থাকলে অ্যাপ সেটি বাতিল করবে আর গ্রাহকের টাকা সঙ্গে সঙ্গে এখানে ফেরত দেওয়া হবে।</translation>
        </message>
        <message>
            <source>{supervisor} decided to keep trying: the app keeps asking the service about the earlier sale.</source>
            <translation>{supervisor} চেষ্টা চালিয়ে যেতে ঠিক করেছেন: অ্যাপ আগের বিক্রি নিয়ে সার্ভিসকে জিজ্ঞেস করে যাচ্ছে।</translation>
        </message>
    </context>
    <context>
        <name>PERMISSIONS</name>
        <message>
            <source>Not changed: a supervisor&apos;s PIN is needed.</source>
            <translation>বদলানো হয়নি: সুপারভাইজারের পিন লাগবে।</translation>
        </message>
        <message>
            <source>Seal this counter&apos;s records under a new key</source>
            <translation>এই কাউন্টারের রেকর্ড নতুন কী দিয়ে সিল করুন</translation>
        </message>
        <message>
            <source>Close another clerk's shift</source>
            <translation>অন্য ক্লার্কের শিফট বন্ধ করুন</translation>
        </message>
        <message>
            <source>Close the shift with the drawer off</source>
            <translation>ড্রয়ারে গরমিল নিয়েই শিফট বন্ধ করুন</translation>
        </message>
        <message>
            <source>Counted {counted}, expected {expected}, difference {difference}. Reason: {reason}</source>
            <translation>গোনা {counted}, প্রত্যাশিত {expected}, পার্থক্য {difference}। কারণ: {reason}</translation>
        </message>
        <message>
            <source>Not closed: a drawer off by more than {limit} needs a supervisor's PIN.</source>
            <translation>বন্ধ হয়নি: ড্রয়ারে {limit}-এর বেশি গরমিল হলে সুপারভাইজারের পিন লাগবে।</translation>
        </message>
        <message>
            <source>This is {clerk}'s shift: closing it needs a supervisor's PIN.</source>
            <translation>এটি {clerk}-এর শিফট: বন্ধ করতে সুপারভাইজারের পিন লাগবে।</translation>
        </message>
        <message>
            <source>{name} closes {clerk}'s shift opened {opened}.</source>
            <translation>{name} {clerk}-এর {opened}-এ খোলা শিফট বন্ধ করছেন।</translation>
        </message>
        <message>
            <source>Changing how long ID documents are kept</source>
            <translation>আইডি ডকুমেন্ট কতদিন রাখা হয় তা বদলানো</translation>
        </message>
        <message>
            <source>Changing the API key</source>
            <translation>API কী বদলানো</translation>
        </message>
        <message>
            <source>Changing the GST registration</source>
            <translation>GST নিবন্ধন বদলানো</translation>
        </message>
        <message>
            <source>Changing the agency's turnover band</source>
            <translation>এজেন্সির টার্নওভারের স্তর বদলানো</translation>
        </message>
        <message>
            <source>Changing the drawer difference allowed</source>
            <translation>ড্রয়ারের অনুমোদিত পার্থক্য বদলানো</translation>
        </message>
        <message>
            <source>Changing the service address</source>
            <translation>সার্ভিসের ঠিকানা বদলানো</translation>
        </message>
        <message>
            <source>Not saved: {changes} needs a new supervisor PIN: the API key's holder sets it on the Supervisor PIN page, with the key in use.</source>
            <translation>সেভ হয়নি: {changes}-এর জন্য নতুন সুপারভাইজার পিন লাগবে: API কী-র ধারক সুপারভাইজার পিন পাতায় চালু কী দিয়ে এটি সেট করেন।</translation>
        </message>
        <message>
            <source>Set a new supervisor PIN</source>
            <translation>নতুন সুপারভাইজার PIN সেট করুন</translation>
        </message>
        <message>
            <source>Switching to LIVE</source>
            <translation>লাইভে যাওয়া</translation>
        </message>
        <message>
            <source>changing how long ID documents are kept</source>
            <translation>আইডি ডকুমেন্ট কতদিন রাখা হয় তা বদলানো</translation>
        </message>
        <message>
            <source>changing the API key</source>
            <translation>API কী বদলানো</translation>
        </message>
        <message>
            <source>changing the GST registration</source>
            <translation>GST নিবন্ধন বদলানো</translation>
        </message>
        <message>
            <source>changing the agency's turnover band</source>
            <translation>এজেন্সির টার্নওভারের স্তর বদলানো</translation>
        </message>
        <message>
            <source>changing the drawer difference allowed</source>
            <translation>ড্রয়ারের অনুমোদিত পার্থক্য বদলানো</translation>
        </message>
        <message>
            <source>changing the service address</source>
            <translation>সার্ভিসের ঠিকানা বদলানো</translation>
        </message>
        <message>
            <source>switching to live</source>
            <translation>লাইভে যাওয়া</translation>
        </message>
        <message>
            <source>Not shown: a supervisor's PIN is needed.</source>
            <translation>দেখানো হয়নি: সুপারভাইজারের পিন লাগবে।</translation>
        </message>
        <message>
            <source>See who looked at a customer's data</source>
            <translation>কে গ্রাহকের তথ্য দেখেছেন দেখুন</translation>
        </message>
        <message>
            <source>Who looked at customers' data</source>
            <translation>গ্রাহকদের তথ্য কে দেখেছেন</translation>
        </message>
        <message>
            <source>Discard a sale in progress</source>
            <translation>চলতি বিক্রি বাদ দিন</translation>
        </message>
        <message>
            <source>The sale is kept: discarding a sale already sent to the service needs a supervisor's PIN.</source>
            <translation>বিক্রিটি রাখা হয়েছে: সার্ভিসে আগেই পাঠানো বিক্রি বাদ দিতে সুপারভাইজারের পিন লাগবে।</translation>
        </message>
        <message>
            <source>Cancel an IRN</source>
            <translation>IRN বাতিল করুন</translation>
        </message>
        <message>
            <source>Only a supervisor cancels an IRN.</source>
            <translation>শুধু সুপারভাইজার IRN বাতিল করেন।</translation>
        </message>
        <message>
            <source>The portal cancels an IRN within 24 hours of giving it; the same document number cannot be reported again.</source>
            <translation>পোর্টাল IRN দেওয়ার ২৪ ঘণ্টার মধ্যেই তা বাতিল করে; একই নথি নম্বর আবার রিপোর্ট করা যায় না।</translation>
        </message>
        <message>
            <source>Keep a statement's columns</source>
            <translation>স্টেটমেন্টের কলাম রাখুন</translation>
        </message>
        <message>
            <source>Not resolved: it needs a supervisor's PIN.</source>
            <translation>মীমাংসা হয়নি: এর জন্য সুপারভাইজারের পিন লাগবে।</translation>
        </message>
        <message>
            <source>Resolve a questioned payment</source>
            <translation>সন্দেহজনক পেমেন্টের মীমাংসা করুন</translation>
        </message>
        <message>
            <source>Not confirmed: it needs a supervisor's PIN.</source>
            <translation>নিশ্চিত হয়নি: এর জন্য সুপারভাইজারের PIN লাগবে।</translation>
        </message>
        <message>
            <source>Confirm cash banked</source>
            <translation>ব্যাংকে জমা নগদের নিশ্চিতকরণ</translation>
        </message>
        <message>
            <source>The columns were not kept: they need a supervisor's PIN.</source>
            <translation>কলাম রাখা হয়নি: এর জন্য সুপারভাইজারের PIN লাগবে।</translation>
        </message>
        <message>
            <source>More than the rule's {rule} needs a supervisor's PIN.</source>
            <translation>নিয়মের {rule}-এর বেশি হলে সুপারভাইজারের পিন লাগবে।</translation>
        </message>
        <message>
            <source>Refund above the rule</source>
            <translation>নিয়মের বেশি রিফান্ড</translation>
        </message>
        <message>
            <source>{reference}: {given} instead of {rule}.</source>
            <translation>{reference}: {rule}-এর বদলে {given}।</translation>
        </message>
        <message>
            <source>Unresolved at all counters</source>
            <translation>সব কাউন্টারে অমীমাংসিত</translation>
        </message>
        <message>
            <source>Only a supervisor sees every counter's unresolved sales.</source>
            <translation>শুধু সুপারভাইজার প্রতিটি কাউন্টারের অমীমাংসিত বিক্রি দেখেন।</translation>
        </message>
        <message>
            <source>Every counter's sales of unknown outcome and sales left in progress.</source>
            <translation>প্রতিটি কাউন্টারের অজানা ফলের বিক্রি আর মাঝপথে থাকা বিক্রি।</translation>
        </message>
        <message>
            <source>Export a customer's personal data</source>
            <translation>গ্রাহকের ব্যক্তিগত তথ্য এক্সপোর্ট করুন</translation>
        </message>
        <message>
            <source>Not exported: a supervisor's PIN is needed.</source>
            <translation>এক্সপোর্ট হয়নি: সুপারভাইজারের পিন লাগবে।</translation>
        </message>
        <message>
            <source>Erase a customer's personal data</source>
            <translation>গ্রাহকের ব্যক্তিগত তথ্য মুছুন</translation>
        </message>
        <message>
            <source>Not erased: a supervisor's PIN is needed.</source>
            <translation>মোছা হয়নি: সুপারভাইজারের পিন লাগবে।</translation>
        </message>
        <message>
            <source>Keep trying the unanswered sale</source>
            <translation>উত্তর না পাওয়া বিক্রির চেষ্টা চালিয়ে যান</translation>
        </message>
        <message>
            <source>The customer left: cancel the sale if it was booked</source>
            <translation>গ্রাহক চলে গেছেন: বুক হয়ে থাকলে বিক্রি বাতিল করুন</translation>
        </message>
        <message>
            <source>Nothing was decided: a supervisor's decision needs the supervisor's PIN. The app keeps asking the service about the sale.</source>
            <translation>কিছুই ঠিক হয়নি: সুপারভাইজারের সিদ্ধান্তে সুপারভাইজারের পিন লাগে। অ্যাপ বিক্রিটি নিয়ে সার্ভিসকে জিজ্ঞেস করে যাচ্ছে।</translation>
        </message>
        <message>
            <source>Price below cost</source>
            <translation>দাম খরচের চেয়ে কম</translation>
        </message>
        <message>
            <source>Not sent: a price below cost needs a supervisor's PIN.</source>
            <translation>পাঠানো হয়নি: খরচের চেয়ে কম দামের জন্য সুপারভাইজারের পিন লাগবে।</translation>
        </message>
        <message>
            <source>{product}: the customer pays {customer}, the wallet {wallet}.</source>
            <translation>{product}: গ্রাহক দেবেন {customer}, ওয়ালেট {wallet}।</translation>
        </message>
        <message>
            <source>One transfer for two sales</source>
            <translation>দুটি বিক্রির জন্য একটি ট্রান্সফার</translation>
        </message>
        <message>
            <source>Not sent: check the reference with the customer; a transfer split over two sales needs a supervisor's PIN.</source>
            <translation>পাঠানো হয়নি: গ্রাহকের সাথে রেফারেন্স যাচাই করুন; দুটি বিক্রিতে ভাগ করা একটি ট্রান্সফারের জন্য সুপারভাইজারের PIN লাগবে।</translation>
        </message>
        <message>
            <source>See the passengers' ID numbers</source>
            <translation>যাত্রীদের আইডি নম্বর দেখুন</translation>
        </message>
        <message>
            <source>See the ID scans of a sale waiting for its answer</source>
            <translation>উত্তরের অপেক্ষায় থাকা বিক্রির পরিচয়পত্রের স্ক্যান দেখুন</translation>
        </message>
        <message>
            <source>Not shown: a supervisor's PIN is needed to see ID scans.</source>
            <translation>দেখানো হয়নি: পরিচয়পত্রের স্ক্যান দেখতে সুপারভাইজারের PIN লাগবে।</translation>
        </message>
        <message>
            <source>Accept the portal's answer the checks refused</source>
            <translation>যাচাইয়ে প্রত্যাখ্যাত পোর্টালের উত্তর গ্রহণ করুন</translation>
        </message>
        <message>
            <source>Only a supervisor accepts an answer the checks refused.</source>
            <translation>যাচাইয়ে প্রত্যাখ্যাত উত্তর কেবল সুপারভাইজার গ্রহণ করেন।</translation>
        </message>
        <message>
            <source>The checks refused it. Accept it only when it is the portal's own answer for these documents; your name and reason are logged.</source>
            <translation>যাচাই এটি প্রত্যাখ্যান করেছে। কেবল তখনই গ্রহণ করুন যখন এটি এই নথিগুলোর জন্য পোর্টালের নিজের উত্তর; আপনার নাম ও কারণ লগে থাকবে।</translation>
        </message>
        <message>
            <source>Changing the owner&apos;s address for the Z heads</source>
            <translation>Z রিপোর্টের হেড পাঠানোর মালিকের ই-মেল ঠিকানা বদলানো</translation>
        </message>
        <message>
            <source>changing the owner&apos;s address for the Z heads</source>
            <translation>Z রিপোর্টের হেড পাঠানোর মালিকের ই-মেল ঠিকানা বদলানো</translation>
        </message>
        <message>
            <source>Changing the agency's bank accounts</source>
            <translation>এজেন্সির ব্যাংক অ্যাকাউন্ট বদলানো</translation>
        </message>
        <message>
            <source>changing the agency's bank accounts</source>
            <translation>এজেন্সির ব্যাংক অ্যাকাউন্ট বদলানো</translation>
        </message>
        <message>
            <source>Book a statement&apos;s line</source>
            <translation>স্টেটমেন্টের লাইন খতিয়ানভুক্ত করা</translation>
        </message>
        <message>
            <source>Not booked: it needs a supervisor&apos;s PIN.</source>
            <translation>খতিয়ানভুক্ত হয়নি: এর জন্য সুপারভাইজারের PIN লাগে।</translation>
        </message>
        <message>
            <source>Undo a line&apos;s entry in the books</source>
            <translation>লাইনের খতিয়ান ফেরানো</translation>
        </message>
        <message>
            <source>Not undone: it needs a supervisor&apos;s PIN.</source>
            <translation>ফেরানো হয়নি: এর জন্য সুপারভাইজারের PIN লাগে।</translation>
        </message>
        <message>
            <source>Accept a statement without balances</source>
            <translation>ব্যালান্স ছাড়া স্টেটমেন্ট গ্রহণ</translation>
        </message>
        <message>
            <source>Not accepted: it needs a supervisor's PIN.</source>
            <translation>গৃহীত হয়নি: এর জন্য সুপারভাইজারের PIN লাগবে।</translation>
        </message>
        <message>
            <source>Close the month</source>
            <translation>মাস বন্ধ করুন</translation>
        </message>
        <message>
            <source>The month stays open: closing it needs a supervisor's PIN.</source>
            <translation>মাস খোলা থাকছে: এটি বন্ধ করতে সুপারভাইজারের PIN লাগবে।</translation>
        </message>
        <message>
            <source>Re-open a closed month (the owner)</source>
            <translation>বন্ধ মাস আবার খুলুন (মালিক)</translation>
        </message>
        <message>
            <source>The month stays closed: re-opening it is the owner's, with a reason.</source>
            <translation>মাস বন্ধ থাকছে: এটি আবার খোলা মালিকের কাজ, কারণসহ।</translation>
        </message>
    </context>
    <context>
        <name>PICKER</name>
        <message>
            <source>Enter or a double-click books the selected row</source>
            <translation>Enter বা ডাবল-ক্লিক বাছা সারিটি বুক করে</translation>
        </message>
        <message>
            <source>Enter or double-click a row</source>
            <translation>কোনো সারিতে Enter বা ডাবল-ক্লিক</translation>
        </message>
        <message>
            <source>Searching…</source>
            <translation>খোঁজা হচ্ছে…</translation>
        </message>
        <message>
            <source>{found} found, {bookable} bookable</source>
            <translation>{found}টি পাওয়া গেছে, {bookable}টি বুকযোগ্য</translation>
        </message>
        <message>
            <source>This one cannot be booked: {reason}.</source>
            <translation>এটি বুক করা যায় না: {reason}।</translation>
        </message>
    </context>
    <context>
        <name>PIN_DIALOG</name>
        <message>
            <source>No supervisor PIN is set yet. The person who holds the API key sets it in Settings (Ctrl+6), typing the key again.</source>
            <translation>এখনও কোনো সুপারভাইজার পিন সেট করা নেই। যাঁর কাছে API কী আছে তিনি সেটিংসে (Ctrl+6) কী আবার লিখে এটি সেট করেন।</translation>
        </message>
        <message>
            <source>Supervisor approval</source>
            <translation>সুপারভাইজারের অনুমোদন</translation>
        </message>
        <message>
            <source>A supervisor types their name and the PIN.</source>
            <translation>একজন সুপারভাইজার তাঁর নাম আর পিন লেখেন।</translation>
        </message>
        <message>
            <source>Supervisor's &amp;name</source>
            <translation>সুপারভাইজারের নাম (&amp;N)</translation>
        </message>
        <message>
            <source>&amp;PIN</source>
            <translation>পিন (&amp;P)</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>ঠিক আছে</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>বাতিল</translation>
        </message>
        <message>
            <source>Type the supervisor's name: the decision is recorded with it.</source>
            <translation>সুপারভাইজারের নাম লিখুন: সিদ্ধান্ত এই নামেই লেখা হয়।</translation>
        </message>
        <message numerus="yes">
            <source>Wrong PIN. After %n wrong tries in a row it locks for a minute.</source>
            <translation>
                <numerusform>ভুল পিন। পরপর %nবার ভুল হলে এক মিনিটের জন্য লক হয়ে যায়।</numerusform>
                <numerusform>ভুল পিন। পরপর %nবার ভুল হলে এক মিনিটের জন্য লক হয়ে যায়।</numerusform>
            </translation>
        </message>
        <message>
            <source>A supervisor of the agency types their own name and their own PIN.</source>
            <translation>এজেন্সির একজন সুপারভাইজার তাঁর নিজের নাম আর নিজের পিন লেখেন।</translation>
        </message>
        <message>
            <source>Checking the PIN with the agency store…</source>
            <translation>এজেন্সি স্টোরের সঙ্গে পিন মেলানো হচ্ছে…</translation>
        </message>
        <message>
            <source>The agency store does not answer: the counter's PIN is checked instead, and the decision records that.</source>
            <translation>এজেন্সি স্টোর সাড়া দিচ্ছে না: বদলে কাউন্টারের পিন মেলানো হচ্ছে, আর সিদ্ধান্তে সেটা লেখা থাকে।</translation>
        </message>
        <message>
            <source>No supervisor named {name} in the agency's list. The agency's supervisors: {names}.</source>
            <translation>এজেন্সির তালিকায় {name} নামে কোনো সুপারভাইজার নেই। এজেন্সির সুপারভাইজার: {names}।</translation>
        </message>
        <message>
            <source>Too many wrong PINs: {name}'s PIN is locked until the agency administrator sets it again.</source>
            <translation>অনেকবার ভুল পিন: এজেন্সির অ্যাডমিনিস্ট্রেটর আবার সেট না করা পর্যন্ত {name}-এর পিন লক থাকবে।</translation>
        </message>
        <message>
            <source>&amp;Reason</source>
            <translation>কারণ (&amp;R)</translation>
        </message>
        <message>
            <source>Type why you need to see it: the look is logged with it.</source>
            <translation>কেন এটি দেখা দরকার তা লিখুন: দেখার সঙ্গে এই কারণটিই লেখা থাকবে।</translation>
        </message>
    </context>
    <context>
        <name>PRINTER_SETTINGS</name>
        <message>
            <source>Type the receipt printer's address first, e.g. {example}.</source>
            <translation>আগে রসিদ প্রিন্টারের ঠিকানা লিখুন, যেমন {example}।</translation>
        </message>
        <message>
            <source>Receipt</source>
            <translation>রসিদ</translation>
        </message>
        <message>
            <source>Customer voucher</source>
            <translation>গ্রাহকের ভাউচার</translation>
        </message>
        <message>
            <source>Agency copy</source>
            <translation>এজেন্সি কপি</translation>
        </message>
        <message>
            <source>X/Z reports</source>
            <translation>X/Z রিপোর্ট</translation>
        </message>
        <message>
            <source>Default printer</source>
            <translation>ডিফল্ট প্রিন্টার</translation>
        </message>
        <message>
            <source>80 mm roll</source>
            <translation>80 mm রোল</translation>
        </message>
        <message>
            <source>58 mm roll</source>
            <translation>58 mm রোল</translation>
        </message>
        <message>
            <source>Network (ESC/POS)</source>
            <translation>নেটওয়ার্ক (ESC/POS)</translation>
        </message>
        <message>
            <source>USB (ESC/POS)</source>
            <translation>USB (ESC/POS)</translation>
        </message>
        <message>
            <source>vendor:product, e.g. 04b8:0202</source>
            <translation>vendor:product, যেমন 04b8:0202</translation>
        </message>
        <message>
            <source>Serial port (ESC/POS)</source>
            <translation>সিরিয়াল পোর্ট (ESC/POS)</translation>
        </message>
        <message>
            <source>/dev/ttyUSB0 or COM3</source>
            <translation>/dev/ttyUSB0 বা COM3</translation>
        </message>
        <message>
            <source>{printer} (not found here)</source>
            <translation>{printer} (এখানে পাওয়া যায়নি)</translation>
        </message>
        <message>
            <source>Printers</source>
            <translation>প্রিন্টার</translation>
        </message>
        <message>
            <source>A cash sale opens the drawer wired to the receipt printer</source>
            <translation>নগদ বিক্রিতে রসিদ প্রিন্টারের সঙ্গে যুক্ত ড্রয়ার খোলে</translation>
        </message>
        <message>
            <source>{document}: printer</source>
            <translation>{document}: প্রিন্টার</translation>
        </message>
        <message>
            <source>The system's default printer, a printer installed on this computer, or a receipt printer the app talks to directly without a driver (ESC/POS).</source>
            <translation>সিস্টেমের ডিফল্ট প্রিন্টার, এই কম্পিউটারে ইনস্টল করা প্রিন্টার, বা এমন রসিদ প্রিন্টার যার সঙ্গে অ্যাপ ড্রাইভার ছাড়াই সরাসরি কথা বলে (ESC/POS)।</translation>
        </message>
        <message>
            <source>{document}: receipt printer's address</source>
            <translation>{document}: রসিদ প্রিন্টারের ঠিকানা</translation>
        </message>
        <message>
            <source>{document}: paper</source>
            <translation>{document}: কাগজ</translation>
        </message>
        <message>
            <source>Print test page</source>
            <translation>পরীক্ষার পাতা প্রিন্ট করুন</translation>
        </message>
        <message>
            <source>{document}: print test page</source>
            <translation>{document}: পরীক্ষার পাতা প্রিন্ট করুন</translation>
        </message>
        <message>
            <source>Printing a test page…</source>
            <translation>পরীক্ষার পাতা প্রিন্ট হচ্ছে…</translation>
        </message>
    </context>
    <context>
        <name>PRIVACY_NOTICE</name>
        <message>
            <source>What we ask for</source>
            <translation>আমরা যা চাই</translation>
        </message>
        <message>
            <source>Your name, phone number and e-mail address. For each passenger: name, age, gender and nationality; for trips that need it, the ID number and a scan of the ID (passport for visitors from abroad). From an Aadhaar card's QR code we keep only the name, age, gender, the number's last four digits and whether UIDAI's signature holds; never its photo, address or contact details.</source>
            <translation>আপনার নাম, ফোন নম্বর ও ই-মেল ঠিকানা। প্রত্যেক যাত্রীর: নাম, বয়স, লিঙ্গ ও জাতীয়তা; যে ট্রিপে দরকার, আইডি নম্বর আর আইডির একটি স্ক্যান (বিদেশি যাত্রীদের পাসপোর্ট)। আধার কার্ডের QR কোড থেকে আমরা শুধু নাম, বয়স, লিঙ্গ, নম্বরের শেষ চারটি অঙ্ক আর UIDAI-এর স্বাক্ষর মেলে কি না তা রাখি; তার ছবি, ঠিকানা বা যোগাযোগের তথ্য কখনো নয়।</translation>
        </message>
        <message>
            <source>Why</source>
            <translation>কেন</translation>
        </message>
        <message>
            <source>To book your trip with the tour's operator; so that the operator can check each passenger's identity at boarding; and for your receipt or GST invoice and our tax records.</source>
            <translation>ট্যুরের অপারেটরের কাছে আপনার ট্রিপ বুক করতে; যাতে ওঠার সময় অপারেটর প্রত্যেক যাত্রীর পরিচয় যাচাই করতে পারে; আর আপনার রসিদ বা GST ইনভয়েস ও আমাদের করের রেকর্ডের জন্য।</translation>
        </message>
        <message>
            <source>Who else receives it</source>
            <translation>আর কে পায়</translation>
        </message>
        <message>
            <source>The booking service we sell through and the boat or tour operator. {agency}'s own records. No one else, unless the law requires it.</source>
            <translation>যে বুকিং সার্ভিসের মাধ্যমে আমরা বিক্রি করি আর বোট বা ট্যুর অপারেটর। {agency}-এর নিজের রেকর্ড। আইন না চাইলে আর কেউ নয়।</translation>
        </message>
        <message>
            <source>How long we keep it</source>
            <translation>আমরা কতদিন রাখি</translation>
        </message>
        <message>
            <source>ID numbers and scans are out of use {days} days after the trip and destroyed one year after the booking. Names, contact details and amounts stay with the tax records as long as tax law requires.</source>
            <translation>আইডি নম্বর ও স্ক্যান ট্রিপের {days} দিন পরে ব্যবহারের বাইরে যায় আর বুকিংয়ের এক বছর পরে নষ্ট করা হয়। নাম, যোগাযোগের তথ্য ও পরিমাণ করের রেকর্ডের সঙ্গে থাকে, কর আইন যতদিন চায়।</translation>
        </message>
        <message>
            <source>Your choices</source>
            <translation>আপনার পছন্দ</translation>
        </message>
        <message>
            <source>You may withdraw your consent at any time: we then stop using your details, except what a booking already made or the law needs. You may ask for a summary of what we hold, a correction or an erasure: ask at this counter or contact {contact}.</source>
            <translation>আপনি যেকোনো সময় সম্মতি তুলে নিতে পারেন: তখন আমরা আপনার তথ্য ব্যবহার বন্ধ করি, শুধু আগে করা বুকিং বা আইন যা চায় তা ছাড়া। আমরা যা রাখি তার সারাংশ, সংশোধন বা মুছে ফেলা চাইতে পারেন: এই কাউন্টারে বলুন বা {contact}-এর সঙ্গে যোগাযোগ করুন।</translation>
        </message>
        <message>
            <source>Complaints</source>
            <translation>অভিযোগ</translation>
        </message>
        <message>
            <source>Contact {contact} first. If you are not satisfied with the answer, you may complain to the Data Protection Board of India, online.</source>
            <translation>আগে {contact}-এর সঙ্গে যোগাযোগ করুন। উত্তরে সন্তুষ্ট না হলে ভারতের ডেটা প্রোটেকশন বোর্ডে অনলাইনে অভিযোগ করতে পারেন।</translation>
        </message>
        <message>
            <source>From {agency}</source>
            <translation>{agency}-এর পক্ষ থেকে</translation>
        </message>
        <message>
            <source>this agency</source>
            <translation>এই এজেন্সি</translation>
        </message>
        <message>
            <source>How {agency} uses your personal data</source>
            <translation>{agency} আপনার ব্যক্তিগত তথ্য কীভাবে ব্যবহার করে</translation>
        </message>
    </context>
    <context>
        <name>QAbstractFileIconProvider</name>
        <message>
            <source>Drive</source>
            <translation>ড্রাইভ</translation>
        </message>
        <message>
            <source>Folder</source>
            <translation>ফোল্ডার</translation>
        </message>
        <message>
            <source>Unknown</source>
            <translation>অজানা</translation>
        </message>
    </context>
    <context>
        <name>QFileDialog</name>
        <message>
            <source>&amp;Open</source>
            <translation>খুলুন (&amp;O)</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>সেভ করুন (&amp;S)</translation>
        </message>
        <message>
            <source>&amp;Choose</source>
            <translation>বাছুন (&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Look in:</source>
            <translation>এখানে দেখুন (&amp;L):</translation>
        </message>
        <message>
            <source>File &amp;name:</source>
            <translation>ফাইলের নাম (&amp;N):</translation>
        </message>
        <message>
            <source>Files of &amp;type:</source>
            <translation>ফাইলের ধরন (&amp;T):</translation>
        </message>
        <message>
            <source>Directory:</source>
            <translation>ফোল্ডার:</translation>
        </message>
        <message>
            <source>All Files (*)</source>
            <translation>সব ফাইল (*)</translation>
        </message>
        <message>
            <source>Directories</source>
            <translation>ফোল্ডার</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>পেছনে</translation>
        </message>
        <message>
            <source>Forward</source>
            <translation>সামনে</translation>
        </message>
        <message>
            <source>Parent Directory</source>
            <translation>ওপরের ফোল্ডার</translation>
        </message>
        <message>
            <source>Create New Folder</source>
            <translation>নতুন ফোল্ডার তৈরি করুন</translation>
        </message>
        <message>
            <source>List View</source>
            <translation>তালিকা দৃশ্য</translation>
        </message>
        <message>
            <source>Detail View</source>
            <translation>বিস্তারিত দৃশ্য</translation>
        </message>
        <message>
            <source>Go back</source>
            <translation>পেছনে যান</translation>
        </message>
        <message>
            <source>Go forward</source>
            <translation>সামনে যান</translation>
        </message>
        <message>
            <source>Go to the parent directory</source>
            <translation>ওপরের ফোল্ডারে যান</translation>
        </message>
        <message>
            <source>Create a New Folder</source>
            <translation>একটি নতুন ফোল্ডার তৈরি করুন</translation>
        </message>
        <message>
            <source>Change to list view mode</source>
            <translation>তালিকা দৃশ্যে বদলান</translation>
        </message>
        <message>
            <source>Change to detail view mode</source>
            <translation>বিস্তারিত দৃশ্যে বদলান</translation>
        </message>
        <message>
            <source>&amp;New Folder</source>
            <translation>নতুন ফোল্ডার (&amp;N)</translation>
        </message>
        <message>
            <source>&amp;Rename</source>
            <translation>নাম বদলান (&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Delete</source>
            <translation>মুছুন (&amp;D)</translation>
        </message>
        <message>
            <source>Show &amp;hidden files</source>
            <translation>লুকানো ফাইল দেখান (&amp;H)</translation>
        </message>
    </context>
    <context>
        <name>QFileSystemModel</name>
        <message>
            <source>Name</source>
            <translation>নাম</translation>
        </message>
        <message>
            <source>Size</source>
            <translation>আকার</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>ধরন</translation>
        </message>
        <message>
            <source>Date Modified</source>
            <translation>বদলের তারিখ</translation>
        </message>
        <message>
            <source>Computer</source>
            <translation>কম্পিউটার</translation>
        </message>
    </context>
    <context>
        <name>QPlatformTheme</name>
        <message>
            <source>OK</source>
            <translation>ঠিক আছে</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>সেভ করুন</translation>
        </message>
        <message>
            <source>Save All</source>
            <translation>সব সেভ করুন</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>খুলুন</translation>
        </message>
        <message>
            <source>&amp;Yes</source>
            <translation>হ্যাঁ (&amp;Y)</translation>
        </message>
        <message>
            <source>Yes to &amp;All</source>
            <translation>সবগুলোতে হ্যাঁ (&amp;A)</translation>
        </message>
        <message>
            <source>&amp;No</source>
            <translation>না (&amp;N)</translation>
        </message>
        <message>
            <source>N&amp;o to All</source>
            <translation>সবগুলোতে না (&amp;O)</translation>
        </message>
        <message>
            <source>Abort</source>
            <translation>থামান</translation>
        </message>
        <message>
            <source>Retry</source>
            <translation>আবার চেষ্টা</translation>
        </message>
        <message>
            <source>Ignore</source>
            <translation>উপেক্ষা করুন</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>বন্ধ করুন</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>বাতিল</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>বাদ দিন</translation>
        </message>
        <message>
            <source>Help</source>
            <translation>সাহায্য</translation>
        </message>
        <message>
            <source>Apply</source>
            <translation>প্রয়োগ করুন</translation>
        </message>
        <message>
            <source>Reset</source>
            <translation>আগের মতো করুন</translation>
        </message>
        <message>
            <source>Restore Defaults</source>
            <translation>ডিফল্টে ফেরান</translation>
        </message>
    </context>
    <context>
        <name>QUICK_ENTRY</name>
        <message>
            <source>Type name, e-mail and phone, separated by commas; the seats may follow</source>
            <translation>নাম, ই-মেল আর ফোন লিখুন, কমা দিয়ে আলাদা; পরে সিট দেওয়া যায়</translation>
        </message>
        <message>
            <source>Type name, age and gender ({choices}), separated by commas; a nationality may follow</source>
            <translation>নাম, বয়স আর লিঙ্গ ({choices}) লিখুন, কমা দিয়ে আলাদা; পরে জাতীয়তা দেওয়া যায়</translation>
        </message>
        <message>
            <source>a part is empty: check the commas</source>
            <translation>একটি অংশ খালি: কমাগুলো দেখুন</translation>
        </message>
        <message>
            <source>{count} found, {least} expected</source>
            <translation>{count}টি পাওয়া গেছে, {least}টি হওয়ার কথা</translation>
        </message>
        <message>
            <source>{count} found, {least} or {most} expected</source>
            <translation>{count}টি পাওয়া গেছে, {least} বা {most}টি হওয়ার কথা</translation>
        </message>
        <message>
            <source>{expected} ({found}).</source>
            <translation>{expected} ({found})।</translation>
        </message>
        <message>
            <source>Seats "{seats}" is not a number: type the seats in digits, or leave them out.</source>
            <translation>সিট "{seats}" কোনো সংখ্যা নয়: সিট অঙ্কে লিখুন, বা বাদ দিন।</translation>
        </message>
        <message>
            <source>Gender "{gender}" is not known: type {choices}.</source>
            <translation>লিঙ্গ "{gender}" জানা নেই: {choices} লিখুন।</translation>
        </message>
        <message>
            <source>Age "{age}" is not a whole number of years: type it in digits.</source>
            <translation>বয়স "{age}" পূর্ণ বছর নয়: অঙ্কে লিখুন।</translation>
        </message>
    </context>
    <context>
        <name>QUOTE_COMPARISON</name>
        <message>
            <source>Seats released</source>
            <translation>ছেড়ে দেওয়া সিট</translation>
        </message>
        <message>
            <source>Refundable amount</source>
            <translation>ফেরতযোগ্য পরিমাণ</translation>
        </message>
        <message>
            <source>Kept by the policy band</source>
            <translation>নীতির সময়-ধাপে রাখা হলো</translation>
        </message>
        <message>
            <source>Platform charge</source>
            <translation>প্ল্যাটফর্ম চার্জ</translation>
        </message>
        <message>
            <source>&lt;b&gt;Net refund to wallet&lt;/b&gt;</source>
            <translation>&lt;b&gt;ওয়ালেটে নেট রিফান্ড&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Policy band</source>
            <translation>নিয়মের ধাপ</translation>
        </message>
        <message>
            <source>Wallet balance after</source>
            <translation>পরে ওয়ালেট ব্যালান্স</translation>
        </message>
        <message>
            <source>Credit used after</source>
            <translation>পরে ব্যবহৃত ক্রেডিট</translation>
        </message>
        <message numerus="yes">
            <source>Whole booking (%n seat(s))</source>
            <translation>
                <numerusform>পুরো বুকিং (%nটি সিট)</numerusform>
                <numerusform>পুরো বুকিং (%nটি সিট)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Whole booking (%n passenger(s))</source>
            <translation>
                <numerusform>পুরো বুকিং (%n জন যাত্রী)</numerusform>
                <numerusform>পুরো বুকিং (%n জন যাত্রী)</numerusform>
            </translation>
        </message>
        <message>
            <source>Chosen: {what}</source>
            <translation>বাছা হয়েছে: {what}</translation>
        </message>
        <message>
            <source>Asking the service for the quotes…</source>
            <translation>সার্ভিসের কাছে হিসাব চাওয়া হচ্ছে…</translation>
        </message>
        <message>
            <source>Quotes change nothing. Compare, then cancel one if wanted.</source>
            <translation>হিসাবে কিছুই বদলায় না। তুলনা করুন, তারপর চাইলে একটি বাতিল করুন।</translation>
        </message>
        <message>
            <source>Cancel {what}…</source>
            <translation>{what} বাতিল করুন…</translation>
        </message>
        <message>
            <source>{amount} (given back)</source>
            <translation>{amount} (ফেরত)</translation>
        </message>
        <message>
            <source>{amount} (kept)</source>
            <translation>{amount} (রাখা হয়েছে)</translation>
        </message>
        <message>
            <source>Fares</source>
            <translation>ভাড়া</translation>
        </message>
        <message>
            <source>Service charge</source>
            <translation>সার্ভিস চার্জ</translation>
        </message>
        <message>
            <source>Round down</source>
            <translation>নিচে রাউন্ড</translation>
        </message>
        <message>
            <source>&lt;b&gt;Customer&apos;s refund&lt;/b&gt;</source>
            <translation>&lt;b&gt;গ্রাহকের রিফান্ড&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Paid back by</source>
            <translation>যেভাবে ফেরত</translation>
        </message>
        <message>
            <source>&lt;i&gt;The customer&apos;s refund by the rule&lt;/i&gt;</source>
            <translation>&lt;i&gt;নিয়ম অনুযায়ী গ্রাহকের রিফান্ড&lt;/i&gt;</translation>
        </message>
        <message>
            <source>&lt;i&gt;The agency&apos;s wallet&lt;/i&gt;</source>
            <translation>&lt;i&gt;এজেন্সির ওয়ালেট&lt;/i&gt;</translation>
        </message>
        <message>
            <source>The choice changed: quote again.</source>
            <translation>বাছাই বদলেছে: আবার হিসাব চান।</translation>
        </message>
    </context>
    <context>
        <name>RECEIPT_DATA</name>
        <message>
            <source>Fare {count} x {fare}</source>
            <translation>ভাড়া {count} x {fare}</translation>
        </message>
        <message>
            <source>Round off</source>
            <translation>রাউন্ড অফ</translation>
        </message>
        <message>
            <source>tendered {amount}</source>
            <translation>দেওয়া {amount}</translation>
        </message>
        <message>
            <source>Service charge</source>
            <translation>সার্ভিস চার্জ</translation>
        </message>
        <message>
            <source>Discount</source>
            <translation>ছাড়</translation>
        </message>
        <message>
            <source>No payment was taken here for {reference}: there is no receipt.</source>
            <translation>{reference}-এর জন্য এখানে কোনো পেমেন্ট নেওয়া হয়নি: কোনো রসিদ নেই।</translation>
        </message>
        <message>
            <source>card ••{last4} appr {approval_code}</source>
            <translation>কার্ড ••{last4} অনুমোদন {approval_code}</translation>
        </message>
        <message>
            <source>Credit from booking {booking} (cancelled)</source>
            <translation>বুকিং {booking} থেকে জমা (বাতিল)</translation>
        </message>
        <message>
            <source>Given back to the customer</source>
            <translation>গ্রাহককে রিফান্ড দেওয়া হয়েছে</translation>
        </message>
        <message>
            <source>Total incl. GST</source>
            <translation>মোট, GST সহ</translation>
        </message>
        <message>
            <source>Per person incl. GST</source>
            <translation>জনপ্রতি, GST সহ</translation>
        </message>
    </context>
    <context>
        <name>RECEIPT_PRINT</name>
        <message>
            <source>Phone {phone}</source>
            <translation>ফোন {phone}</translation>
        </message>
        <message>
            <source>GSTIN {gstin}</source>
            <translation>GSTIN {gstin}</translation>
        </message>
        <message>
            <source>Receipt {number}</source>
            <translation>রসিদ {number}</translation>
        </message>
        <message>
            <source>Counter {counter}</source>
            <translation>কাউন্টার {counter}</translation>
        </message>
        <message>
            <source>Served by {clerk}</source>
            <translation>পরিষেবা দিয়েছেন {clerk}</translation>
        </message>
        <message>
            <source>Seats: {seats}</source>
            <translation>সিট: {seats}</translation>
        </message>
        <message>
            <source>Booking</source>
            <translation>বুকিং</translation>
        </message>
        <message>
            <source>TOTAL {currency}</source>
            <translation>মোট {currency}</translation>
        </message>
        <message>
            <source>Change</source>
            <translation>ফেরত</translation>
        </message>
        <message>
            <source>Cancellation: {terms}</source>
            <translation>বাতিল: {terms}</translation>
        </message>
        <message>
            <source>Thank you. Quote the booking reference for any change.</source>
            <translation>ধন্যবাদ। যেকোনো পরিবর্তনের জন্য বুকিং রেফারেন্স বলুন।</translation>
        </message>
        <message>
            <source>Paid by {mode} ({detail})</source>
            <translation>{mode}-এ দেওয়া ({detail})</translation>
        </message>
        <message>
            <source>Paid by {mode}</source>
            <translation>{mode}-এ দেওয়া</translation>
        </message>
        <message numerus="yes">
            <source>%n seat(s)</source>
            <translation>
                <numerusform>%nটি সিট</numerusform>
                <numerusform>%nটি সিট</numerusform>
            </translation>
        </message>
        <message>
            <source>{moment} · counter {counter} · served by {clerk}</source>
            <translation>{moment} · কাউন্টার {counter} · পরিষেবা দিয়েছেন {clerk}</translation>
        </message>
        <message>
            <source>Booking &lt;b&gt;{reference}&lt;/b&gt;</source>
            <translation>বুকিং &lt;b&gt;{reference}&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Receipt</source>
            <translation>রসিদ</translation>
        </message>
        <message>
            <source>{total} {currency}</source>
            <translation>{total} {currency}</translation>
        </message>
    </context>
    <context>
        <name>REFUND_SLIP</name>
        <message>
            <source>Customer's signature</source>
            <translation>গ্রাহকের স্বাক্ষর</translation>
        </message>
        <message>
            <source>Given at</source>
            <translation>দেওয়ার সময়</translation>
        </message>
        <message>
            <source>Given back</source>
            <translation>ফেরত দেওয়া</translation>
        </message>
        <message>
            <source>Given by</source>
            <translation>দিয়েছেন</translation>
        </message>
        <message>
            <source>Paid back by</source>
            <translation>যেভাবে ফেরত</translation>
        </message>
        <message>
            <source>Refund slip</source>
            <translation>রিফান্ড স্লিপ</translation>
        </message>
        <message>
            <source>Booking</source>
            <translation>বুকিং</translation>
        </message>
        <message>
            <source>Customer</source>
            <translation>গ্রাহক</translation>
        </message>
        <message>
            <source>Reference</source>
            <translation>রেফারেন্স</translation>
        </message>
        <message>
            <source>Supervisor decision</source>
            <translation>সুপারভাইজারের সিদ্ধান্ত</translation>
        </message>
        <message>
            <source>Refund</source>
            <translation>রিফান্ড</translation>
        </message>
        <message>
            <source>Round off</source>
            <translation>রাউন্ড অফ</translation>
        </message>
        <message>
            <source>Original receipt</source>
            <translation>মূল রসিদ</translation>
        </message>
        <message>
            <source>Cancelled: {what}</source>
            <translation>বাতিল: {what}</translation>
        </message>
    </context>
    <context>
        <name>REGISTRY</name>
        <message>
            <source>Catalogue</source>
            <translation>ক্যাটালগ</translation>
        </message>
        <message>
            <source>Book</source>
            <translation>বুক</translation>
        </message>
        <message>
            <source>Lookup</source>
            <translation>খোঁজ</translation>
        </message>
        <message>
            <source>Wallet</source>
            <translation>ওয়ালেট</translation>
        </message>
        <message>
            <source>History</source>
            <translation>ইতিহাস</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>সেটিংস</translation>
        </message>
        <message>
            <source>Shift report</source>
            <translation>শিফট রিপোর্ট</translation>
        </message>
        <message>
            <source>Disruptions</source>
            <translation>বিঘ্ন</translation>
        </message>
    </context>
    <context>
        <name>REMOVE_PASSENGERS</name>
        <message>
            <source>Remove passengers</source>
            <translation>যাত্রী সরান</translation>
        </message>
        <message numerus="yes">
            <source>The sale is to keep {left} of its %n passenger(s). Tick the {count} to remove; Ctrl+Z on the passenger list brings them back.</source>
            <translation>
                <numerusform>বিক্রিতে %n জন যাত্রীর মধ্যে {left} জন থাকবেন। যে {count} জনকে সরাবেন তাঁদের টিক দিন; যাত্রী তালিকায় Ctrl+Z তাঁদের ফিরিয়ে আনে।</numerusform>
                <numerusform>বিক্রিতে %n জন যাত্রীর মধ্যে {left} জন থাকবেন। যে {count} জনকে সরাবেন তাঁদের টিক দিন; যাত্রী তালিকায় Ctrl+Z তাঁদের ফিরিয়ে আনে।</numerusform>
            </translation>
        </message>
        <message>
            <source>Passengers to remove</source>
            <translation>যে যাত্রীদের সরাবেন</translation>
        </message>
        <message>
            <source>Space ticks or unticks one</source>
            <translation>Space একজনকে টিক দেয় বা টিক তোলে</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>সরান</translation>
        </message>
    </context>
    <context>
        <name>RESCHEDULE</name>
        <message>
            <source>A shift must be open to take or give back the difference.</source>
            <translation>পার্থক্য নিতে বা ফেরত দিতে শিফট খোলা থাকতে হবে।</translation>
        </message>
        <message>
            <source>The service no longer lists this trip.</source>
            <translation>পরিষেবা আর এই ভ্রমণটি তালিকায় দেখায় না।</translation>
        </message>
        <message>
            <source>Not sent: a shift must be open, and a price below cost is sold as a new sale with a supervisor&apos;s approval.</source>
            <translation>পাঠানো হয়নি: শিফট খোলা থাকতে হবে, আর খরচের কম দাম সুপারভাইজার-এর অনুমোদনে নতুন বিক্রি হিসেবে বিক্রি হয়।</translation>
        </message>
        <message>
            <source>Change the day of {booking}</source>
            <translation>{booking}-এর দিন বদলান</translation>
        </message>
        <message>
            <source>Rebook {booking} on another departure</source>
            <translation>{booking}-এর বুকিং অন্য যাত্রায় আবার করুন</translation>
        </message>
        <message>
            <source>Not printed: {reason}</source>
            <translation>প্রিন্ট হয়নি: {reason}</translation>
        </message>
        <message>
            <source>Printed: {numbers}.</source>
            <translation>প্রিন্ট হয়েছে: {numbers}।</translation>
        </message>
        <message>
            <source>Not saved: {reason}</source>
            <translation>সেভ হয়নি: {reason}</translation>
        </message>
        <message>
            <source>Saved to {path}.</source>
            <translation>{path}-এ সেভ করা হয়েছে।</translation>
        </message>
    </context>
    <context>
        <name>RESCHEDULE_DIALOG</name>
        <message>
            <source>Customer's addr&amp;ess</source>
            <translation>গ্রাহকের ঠিকানা (&amp;E)</translation>
        </message>
        <message>
            <source>&amp;Find</source>
            <translation>খুঁজুন (&amp;F)</translation>
        </message>
        <message>
            <source>Price this &amp;one</source>
            <translation>এটির দাম দেখুন (&amp;O)</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>বন্ধ করুন</translation>
        </message>
        <message>
            <source>No slot on that day.</source>
            <translation>সেই দিন কোনো স্লট নেই।</translation>
        </message>
        <message>
            <source>No departure on that day.</source>
            <translation>সেই দিন কোনো যাত্রা নেই।</translation>
        </message>
        <message>
            <source>Booking the new seat, then cancelling the old one…</source>
            <translation>নতুন সিটের বুকিং হচ্ছে, তারপর পুরোনোটি বাতিল হবে…</translation>
        </message>
        <message>
            <source>Given up: booking {booking}</source>
            <translation>ছেড়ে দেওয়া: বুকিং {booking}</translation>
        </message>
        <message>
            <source>Service&apos;s cancellation charge</source>
            <translation>পরিষেবার বাতিল চার্জ</translation>
        </message>
        <message>
            <source>Customer&apos;s credit from it</source>
            <translation>এটি থেকে গ্রাহকের জমা</translation>
        </message>
        <message>
            <source>New booking</source>
            <translation>নতুন বুকিং</translation>
        </message>
        <message>
            <source>Customer&apos;s price</source>
            <translation>গ্রাহকের দাম</translation>
        </message>
        <message>
            <source>The customer pays</source>
            <translation>গ্রাহক দেন</translation>
        </message>
        <message>
            <source>Given back to the customer by {tender}</source>
            <translation>গ্রাহককে {tender}-এ ফেরত দেওয়া হয়</translation>
        </message>
        <message>
            <source>Nothing to pay or give back</source>
            <translation>কিছু দিতে বা ফেরত দিতে হবে না</translation>
        </message>
        <message>
            <source>Confirm the c&amp;hange</source>
            <translation>বদল নিশ্চিত করুন (&amp;H)</translation>
        </message>
        <message>
            <source>Retr&amp;y the cancellation</source>
            <translation>আবার বাতিল করুন (&amp;Y)</translation>
        </message>
        <message>
            <source>New da&amp;te</source>
            <translation>নতুন দিন (&amp;T)</translation>
        </message>
        <message>
            <source>&amp;Print</source>
            <translation>প্রিন্ট করুন (&amp;P)</translation>
        </message>
        <message>
            <source>&amp;Save as PDF…</source>
            <translation>PDF হিসেবে সেভ করুন (&amp;S)…</translation>
        </message>
    </context>
    <context>
        <name>RESULT_PANEL</name>
        <message>
            <source>Booked and paid. Booking reference:</source>
            <translation>বুক এবং পেমেন্ট হয়েছে। বুকিং রেফারেন্স:</translation>
        </message>
        <message>
            <source>Booking reference</source>
            <translation>বুকিং রেফারেন্স</translation>
        </message>
        <message>
            <source>&amp;Copy reference</source>
            <translation>রেফারেন্স কপি করুন (&amp;C)</translation>
        </message>
        <message>
            <source>Ctrl+C: the booking reference to paste</source>
            <translation>Ctrl+C: পেস্ট করার জন্য বুকিং রেফারেন্স</translation>
        </message>
        <message>
            <source>The bill of the booking</source>
            <translation>বুকিংয়ের বিল</translation>
        </message>
        <message>
            <source>&amp;Print voucher…</source>
            <translation>ভাউচার প্রিন্ট করুন (&amp;P)…</translation>
        </message>
        <message>
            <source>Ctrl+P: the customer's voucher</source>
            <translation>Ctrl+P: গ্রাহকের ভাউচার</translation>
        </message>
        <message>
            <source>&amp;Save voucher as PDF…</source>
            <translation>ভাউচার PDF হিসেবে সেভ করুন (&amp;S)…</translation>
        </message>
        <message>
            <source>Ctrl+S: the customer's voucher as a PDF</source>
            <translation>Ctrl+S: গ্রাহকের ভাউচার PDF হিসেবে</translation>
        </message>
        <message>
            <source>Print &amp;receipt</source>
            <translation>রসিদ প্রিন্ট করুন (&amp;R)</translation>
        </message>
        <message>
            <source>On the receipt printer chosen in Settings</source>
            <translation>সেটিংসে বাছা রসিদ প্রিন্টারে</translation>
        </message>
        <message>
            <source>&amp;New sale</source>
            <translation>নতুন বিক্রি (&amp;N)</translation>
        </message>
        <message>
            <source>Ctrl+N: back to the catalogue</source>
            <translation>Ctrl+N: ক্যাটালগে ফিরুন</translation>
        </message>
        <message>
            <source>Preparing the voucher…</source>
            <translation>ভাউচার তৈরি হচ্ছে…</translation>
        </message>
        <message>
            <source>Preview of the voucher</source>
            <translation>ভাউচারের প্রিভিউ</translation>
        </message>
        <message>
            <source>Wallet now: &lt;b&gt;{balance}&lt;/b&gt; cash · credit left {credit}</source>
            <translation>ওয়ালেট এখন: &lt;b&gt;{balance}&lt;/b&gt; নগদ · ক্রেডিট বাকি {credit}</translation>
        </message>
        <message>
            <source>Wallet now: not read yet (the header shows it once the service answers).</source>
            <translation>ওয়ালেট এখন: এখনও পড়া হয়নি (সার্ভিস উত্তর দিলে হেডারে দেখা যাবে)।</translation>
        </message>
        <message>
            <source>Receipt &lt;b&gt;{number}&lt;/b&gt; · paid {parts} · &lt;b&gt;change due {change}&lt;/b&gt;</source>
            <translation>রসিদ &lt;b&gt;{number}&lt;/b&gt; · দেওয়া {parts} · &lt;b&gt;ফেরত দিতে হবে {change}&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Receipt &lt;b&gt;{number}&lt;/b&gt; · paid {parts}</source>
            <translation>রসিদ &lt;b&gt;{number}&lt;/b&gt; · দেওয়া {parts}</translation>
        </message>
        <message>
            <source>{reference} copied.</source>
            <translation>{reference} কপি হয়েছে।</translation>
        </message>
        <message>
            <source>Save receipt as P&amp;DF…</source>
            <translation>রসিদ PDF হিসেবে সেভ করুন (&amp;D)…</translation>
        </message>
        <message>
            <source>Save tax invoice as P&amp;DF…</source>
            <translation>ট্যাক্স ইনভয়েস PDF হিসেবে সেভ করুন (&amp;D)…</translation>
        </message>
        <message>
            <source>The original for the customer, as a PDF to print or send (no receipt printer needed)</source>
            <translation>গ্রাহকের জন্য মূল কপি, প্রিন্ট বা পাঠানোর জন্য PDF হিসেবে (রসিদ প্রিন্টার লাগে না)</translation>
        </message>
        <message>
            <source>Save the original as PDF</source>
            <translation>মূল কপি PDF হিসেবে সেভ করুন</translation>
        </message>
    </context>
    <context>
        <name>REVIEW_PANEL</name>
        <message>
            <source>The bill of the sale</source>
            <translation>বিক্রির বিল</translation>
        </message>
        <message>
            <source>Booking progress</source>
            <translation>বুকিং কতদূর</translation>
        </message>
        <message>
            <source>← &amp;Back to the form</source>
            <translation>← ফর্মে ফিরুন (&amp;B)</translation>
        </message>
        <message>
            <source>Esc. Everything typed is kept.</source>
            <translation>Esc। যা লেখা হয়েছে সব রাখা থাকে।</translation>
        </message>
        <message>
            <source>Confirm</source>
            <translation>কনফার্ম</translation>
        </message>
        <message>
            <source>Enter while it is focused: the wallet pays now.</source>
            <translation>এটি বাছা থাকলে Enter: ওয়ালেট এখনই পেমেন্ট করে।</translation>
        </message>
        <message>
            <source>Read the ID numbers back to the customer: {ids}</source>
            <translation>আইডি নম্বরগুলো গ্রাহককে পড়ে শোনান: {ids}</translation>
        </message>
        <message>
            <source>Look at these names again: they mix alphabets, or use another alphabet's letters that look Latin, as a look-alike's do: {names}</source>
            <translation>এই নামগুলি আবার দেখুন: এদের মধ্যে বর্ণমালা মিশে আছে, বা অন্য বর্ণমালার লাতিনের মতো দেখতে অক্ষর আছে, যেমন দেখতে-একই নামের হয়: {names}</translation>
        </message>
        <message numerus="yes">
            <source>%n passenger(s)</source>
            <translation>
                <numerusform>%n জন যাত্রী</numerusform>
                <numerusform>%n জন যাত্রী</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n seat(s)</source>
            <translation>
                <numerusform>%nটি সিট</numerusform>
                <numerusform>%nটি সিট</numerusform>
            </translation>
        </message>
        <message>
            <source>Review: {choice}</source>
            <translation>দেখে নিন: {choice}</translation>
        </message>
        <message>
            <source>Customer: {who} · {seats}</source>
            <translation>গ্রাহক: {who} · {seats}</translation>
        </message>
        <message>
            <source>The wallet balance could not be read.</source>
            <translation>ওয়ালেট ব্যালান্স পড়া যায়নি।</translation>
        </message>
        <message>
            <source>The wallet pays {cash} from cash and {credit} from credit.</source>
            <translation>ওয়ালেট নগদ থেকে {cash} আর ক্রেডিট থেকে {credit} দেয়।</translation>
        </message>
        <message>
            <source>The wallet cannot pay this: it is short by {short} (cash {cash} and credit {credit} are all it has). Nothing was sent. Top up the wallet, or go back and sell fewer seats.</source>
            <translation>ওয়ালেট এটি দিতে পারবে না: {short} কম পড়ছে (নগদ {cash} আর ক্রেডিট {credit}, এটুকুই আছে)। কিছুই পাঠানো হয়নি। ওয়ালেট টপ-আপ করুন, বা ফিরে গিয়ে কম সিট বিক্রি করুন।</translation>
        </message>
        <message>
            <source>Confirm and pay {total}</source>
            <translation>কনফার্ম করে {total} দিন</translation>
        </message>
        <message>
            <source>Check the details with the customer, take the payment, then press Enter in the cash tendered to confirm: left empty, it is exact cash (Esc goes back).</source>
            <translation>গ্রাহকের সঙ্গে তথ্য মিলিয়ে নিন, পেমেন্ট নিন, তারপর কনফার্ম করতে দেওয়া নগদের ঘরে Enter চাপুন: খালি রাখলে ঠিক ঠিক নগদ (Esc ফিরে যায়)।</translation>
        </message>
        <message>
            <source>Confirm: collect {total}</source>
            <translation>কনফার্ম: {total} নিন</translation>
        </message>
        <message>
            <source>Booking… the window stays usable; do not switch off the computer.</source>
            <translation>বুকিং হচ্ছে… উইন্ডো ব্যবহার করা যায়; কম্পিউটার বন্ধ করবেন না।</translation>
        </message>
        <message>
            <source>Sent. Waiting for the service to confirm the booking…</source>
            <translation>পাঠানো হয়েছে। সার্ভিস বুকিং কনফার্ম করার অপেক্ষা…</translation>
        </message>
        <message>
            <source>Sending the booking: {sent} of {total} MB</source>
            <translation>বুকিং পাঠানো হচ্ছে: {total} MB-র মধ্যে {sent}</translation>
        </message>
        <message>
            <source>Confirm again (it cannot be booked twice)</source>
            <translation>আবার কনফার্ম করুন (দুবার বুক হতে পারে না)</translation>
        </message>
        <message>
            <source>Stop &amp;waiting</source>
            <translation>অপেক্ষা বন্ধ করুন (&amp;W)</translation>
        </message>
        <message>
            <source>Stop waiting for the answer. The sale is then checked in the background, under the same request, so it is never booked or paid twice.</source>
            <translation>উত্তরের অপেক্ষা বন্ধ করুন। তখন বিক্রিটি একই অনুরোধে পেছনে দেখা হয়, তাই কখনও দুবার বুক বা পেমেন্ট হয় না।</translation>
        </message>
        <message>
            <source>Saving… the journal is in use by another program; the sale is written as soon as it is free. Nothing is sent before.</source>
            <translation>সেভ হচ্ছে… জার্নাল অন্য একটি প্রোগ্রাম ব্যবহার করছে; খালি হলেই বিক্রি লেখা হবে। তার আগে কিছুই পাঠানো হয় না।</translation>
        </message>
        <message>
            <source>Booked. Saving… the journal is in use by another program; the booking is written as soon as it is free.</source>
            <translation>বুক হয়েছে। সেভ হচ্ছে… জার্নাল অন্য একটি প্রোগ্রাম ব্যবহার করছে; খালি হলেই বুকিং লেখা হবে।</translation>
        </message>
        <message>
            <source>The wallet&apos;s total {total}</source>
            <translation>ওয়ালেটের মোট {total}</translation>
        </message>
    </context>
    <context>
        <name>SALE_DRAFT</name>
        <message>
            <source>The sale kept from last time could not be read; it was dropped.</source>
            <translation>গতবার রাখা বিক্রিটি পড়া যায়নি; সেটি বাদ দেওয়া হয়েছে।</translation>
        </message>
        <message>
            <source>Scan kept with the draft</source>
            <translation>খসড়ার সঙ্গে রাখা স্ক্যান</translation>
        </message>
        <message>
            <source>A sale is in progress: keep it as a draft, discard it, or cancel?</source>
            <translation>একটি বিক্রি চলছে: খসড়া হিসেবে রাখবেন, বাদ দেবেন, নাকি ফিরে যাবেন?</translation>
        </message>
        <message>
            <source>A draft is offered back the next time Counterdesk starts.</source>
            <translation>পরের বার Counterdesk চালু হলে খসড়াটি আবার দেখানো হবে।</translation>
        </message>
        <message>
            <source>&amp;Keep as draft</source>
            <translation>খসড়া হিসেবে রাখুন (&amp;K)</translation>
        </message>
    </context>
    <context>
        <name>SALE_PAY</name>
        <message>
            <source>Check the payment: the fields in red say what to fix.</source>
            <translation>পেমেন্ট দেখুন: লাল ঘরগুলো বলছে কী ঠিক করতে হবে।</translation>
        </message>
        <message>
            <source>You stopped waiting before anything was sent: nothing was booked or charged. Confirm sends it.</source>
            <translation>কিছু পাঠানোর আগেই আপনি অপেক্ষা বন্ধ করেছেন: কিছুই বুক বা চার্জ হয়নি। কনফার্ম চাপলে পাঠানো হবে।</translation>
        </message>
        <message>
            <source>You stopped waiting for the service's answer.</source>
            <translation>আপনি সার্ভিসের উত্তরের অপেক্ষা বন্ধ করেছেন।</translation>
        </message>
        <message>
            <source>the journal failed</source>
            <translation>জার্নাল ব্যর্থ হয়েছে</translation>
        </message>
        <message>
            <source>Booking {reference} is made and paid. This computer could not save it yet ({reason}); the app keeps trying, and the service gives it back at the next start.</source>
            <translation>বুকিং {reference} হয়েছে এবং পেমেন্ট হয়েছে। এই কম্পিউটার এখনও এটি সেভ করতে পারেনি ({reason}); অ্যাপ চেষ্টা চালিয়ে যাচ্ছে, আর পরের বার চালু হলে সার্ভিস এটি ফেরত দেবে।</translation>
        </message>
        <message>
            <source>Not booked: give back {amount}. {reason}</source>
            <translation>বুক হয়নি: {amount} ফেরত দিন। {reason}</translation>
        </message>
        <message>
            <source>Whether it was booked is not known yet. Press Confirm again to find out: the same request is sent, so it can never be booked or paid twice.</source>
            <translation>বুক হয়েছে কিনা এখনও জানা নেই। জানতে আবার কনফার্ম চাপুন: একই অনুরোধ পাঠানো হয়, তাই কখনও দুবার বুক বা পেমেন্ট হবে না।</translation>
        </message>
        <message>
            <source>The payment ({amount}) stays pending with it: keep it aside until then.</source>
            <translation>পেমেন্ট ({amount}) এর সঙ্গে অপেক্ষায় থাকবে: ততক্ষণ আলাদা করে রাখুন।</translation>
        </message>
    </context>
    <context>
        <name>SALE_RESULT</name>
        <message>
            <source>An earlier attempt of this sale had gone through before the last changes: booking {reference}, as it was then. The changes were not sent; the voucher shows what was booked.</source>
            <translation>শেষ পরিবর্তনের আগেই এই বিক্রির একটি আগের চেষ্টা সম্পন্ন হয়েছিল: বুকিং {reference}, তখন যেমন ছিল। পরিবর্তনগুলো পাঠানো হয়নি; ভাউচারে যা বুক হয়েছে তা দেখানো আছে।</translation>
        </message>
        <message>
            <source>{outcome} Its voucher is ready; if it was not wanted, cancel it in Lookup (its refund is quoted first).</source>
            <translation>{outcome} এর ভাউচার তৈরি; না চাইলে খোঁজ-এ গিয়ে বাতিল করুন (আগে তার রিফান্ডের হিসাব দেখানো হবে)।</translation>
        </message>
        <message>
            <source>The receipt was not printed: {reason}</source>
            <translation>রসিদ প্রিন্ট হয়নি: {reason}</translation>
        </message>
        <message>
            <source>Receipt {number} printed.</source>
            <translation>রসিদ {number} প্রিন্ট হয়েছে।</translation>
        </message>
        <message>
            <source>The tax invoice was not saved: {reason}</source>
            <translation>ট্যাক্স ইনভয়েস সেভ হয়নি: {reason}</translation>
        </message>
        <message>
            <source>The receipt was not saved: {reason}</source>
            <translation>রসিদ সেভ হয়নি: {reason}</translation>
        </message>
        <message>
            <source>Tax invoice {number} saved to {path}.</source>
            <translation>ট্যাক্স ইনভয়েস {number} {path}-এ সেভ হয়েছে।</translation>
        </message>
        <message>
            <source>Receipt {number} saved to {path}.</source>
            <translation>রসিদ {number} {path}-এ সেভ হয়েছে।</translation>
        </message>
    </context>
    <context>
        <name>SALE_REVIEW</name>
        <message>
            <source>No shift is open at this counter: Confirm asks for one (your name and the float counted), then goes on with this sale.</source>
            <translation>এই কাউন্টারে কোনো শিফট খোলা নেই: কনফার্ম একটি শিফট চাইবে (আপনার নাম আর গোনা শুরুর নগদ), তারপর এই বিক্রি চালিয়ে যাবে।</translation>
        </message>
        <message>
            <source>This sale needs a shift: none is open at this counter.</source>
            <translation>এই বিক্রির জন্য শিফট লাগবে: এই কাউন্টারে কোনো শিফট খোলা নেই।</translation>
        </message>
        <message>
            <source>{notice} This sale is for the same trip, day and customer: it cannot be sold again until the service answers about that one.</source>
            <translation>{notice} এই বিক্রি একই ট্রিপ, দিন ও গ্রাহকের: সার্ভিস সেটির উত্তর না দেওয়া পর্যন্ত আবার বিক্রি করা যাবে না।</translation>
        </message>
    </context>
    <context>
        <name>SAVING</name>
        <message>
            <source>Saving… another program is using the journal; what you entered is saved as soon as it is free.</source>
            <translation>সেভ হচ্ছে… অন্য একটি প্রোগ্রাম জার্নাল ব্যবহার করছে; খালি হলেই আপনি যা দিয়েছেন তা সেভ হবে।</translation>
        </message>
    </context>
    <context>
        <name>COUNTER_TILL_WRITES</name>
        <message>
            <source>This computer could not save it: {reason}. Nothing was recorded and what you typed is still here: try again in a moment.</source>
            <translation>এই কম্পিউটার এটি সেভ করতে পারেনি: {reason}। কিছুই লেখা হয়নি আর আপনি যা লিখেছেন তা এখনও এখানে আছে: একটু পরে আবার চেষ্টা করুন।</translation>
        </message>
    </context>
    <context>
        <name>SCANS</name>
        <message>
            <source>This image is too large in pixels: {width} × {height}, more than the {million} million this app reads. Shrink it to send it.</source>
            <translation>এই ছবি পিক্সেলে খুব বড়: {width} × {height}, এই অ্যাপ যত পড়ে সেই {million} মিলিয়নের বেশি। পাঠাতে ছোট করুন।</translation>
        </message>
        <message>
            <source>This image is {size}; the service takes up to {limit}. Shrink it to send it.</source>
            <translation>এই ছবি {size}; সার্ভিস সর্বোচ্চ {limit} নেয়। পাঠাতে ছোট করুন।</translation>
        </message>
        <message>
            <source>This PDF is {size}; the service takes up to {limit}, and a PDF cannot be shrunk here. Scan the passport again at a lower resolution, or as a JPEG.</source>
            <translation>এই PDF {size}; সার্ভিস সর্বোচ্চ {limit} নেয়, আর এখানে PDF ছোট করা যায় না। কম রেজোলিউশনে বা JPEG হিসেবে পাসপোর্ট আবার স্ক্যান করুন।</translation>
        </message>
        <message>
            <source>shrunk from {before} to {after}</source>
            <translation>{before} থেকে {after}-এ ছোট করা হয়েছে</translation>
        </message>
        <message>
            <source>{source} · {kind} · {size}, fits</source>
            <translation>{source} · {kind} · {size}, সীমার মধ্যে</translation>
        </message>
        <message>
            <source>{source} · {kind} · {size}, too large</source>
            <translation>{source} · {kind} · {size}, খুব বড়</translation>
        </message>
        <message>
            <source>{source} looks like an image but cannot be read. Scan it again.</source>
            <translation>{source} ছবির মতো দেখায় কিন্তু পড়া যাচ্ছে না। আবার স্ক্যান করুন।</translation>
        </message>
        <message>
            <source>{source} looks like an image but cannot be decoded ({reason}). Scan it again.</source>
            <translation>{source} ছবির মতো দেখায় কিন্তু ডিকোড করা যাচ্ছে না ({reason})। আবার স্ক্যান করুন।</translation>
        </message>
        <message>
            <source>{source} is not a JPEG, PNG or PDF file. Choose a scan of the passport.</source>
            <translation>{source} JPEG, PNG বা PDF ফাইল নয়। পাসপোর্টের একটি স্ক্যান বাছুন।</translation>
        </message>
        <message>
            <source>{source} is not a scan any more ({error}).</source>
            <translation>{source} আর স্ক্যান নয় ({error})।</translation>
        </message>
        <message>
            <source>The image could not be encoded.</source>
            <translation>ছবিটি এনকোড করা যায়নি।</translation>
        </message>
        <message>
            <source>{source} could not be read as an image. Scan it again.</source>
            <translation>{source} ছবি হিসেবে পড়া গেল না। আবার স্ক্যান করুন।</translation>
        </message>
        <message>
            <source>The clipboard holds no image. Copy the scan first.</source>
            <translation>ক্লিপবোর্ডে কোনো ছবি নেই। আগে স্ক্যানটি কপি করুন।</translation>
        </message>
        <message>
            <source>Pasted image</source>
            <translation>পেস্ট করা ছবি</translation>
        </message>
        <message>
            <source>Only a JPEG or PNG image can be shrunk.</source>
            <translation>শুধু JPEG বা PNG ছবি ছোট করা যায়।</translation>
        </message>
        <message>
            <source>A PNG this large in pixels ({width} × {height}) cannot be shrunk here. Scan the passport again at a lower resolution (300 dpi is plenty), or as a JPEG.</source>
            <translation>পিক্সেলে এত বড় PNG ({width} × {height}) এখানে ছোট করা যায় না। কম রেজোলিউশনে (300 dpi যথেষ্ট) বা JPEG হিসেবে পাসপোর্ট আবার স্ক্যান করুন।</translation>
        </message>
        <message>
            <source>The image cannot be made small enough and stay legible.</source>
            <translation>ছবিটি পড়ার মতো রেখে যথেষ্ট ছোট করা যায় না।</translation>
        </message>
        <message>
            <source>Passport scans ({patterns});;All files (*)</source>
            <translation>পাসপোর্ট স্ক্যান ({patterns});;সব ফাইল (*)</translation>
        </message>
    </context>
    <context>
        <name>SCAN_FILE</name>
        <message>
            <source>{name} could not be read within {seconds} seconds. Copy it to this computer first, then choose it again.</source>
            <translation>{name} {seconds} সেকেন্ডের মধ্যে পড়া যায়নি। আগে এই কম্পিউটারে কপি করুন, তারপর আবার বাছুন।</translation>
        </message>
        <message>
            <source>{name} is not a file (a device, a pipe or a folder). Choose a scan.</source>
            <translation>{name} কোনো ফাইল নয় (একটি ডিভাইস, পাইপ বা ফোল্ডার)। একটি স্ক্যান বাছুন।</translation>
        </message>
        <message>
            <source>{name} is {size} MB, far more than a passport scan (at most {most} MB is read). Scan it again at a lower resolution.</source>
            <translation>{name} {size} MB, পাসপোর্ট স্ক্যানের চেয়ে অনেক বেশি (সর্বোচ্চ {most} MB পড়া হয়)। কম রেজোলিউশনে আবার স্ক্যান করুন।</translation>
        </message>
        <message>
            <source>Reading the scan was stopped.</source>
            <translation>স্ক্যান পড়া বন্ধ করা হয়েছে।</translation>
        </message>
        <message>
            <source>{name} could not be read ({reason}).</source>
            <translation>{name} পড়া যায়নি ({reason})।</translation>
        </message>
        <message>
            <source>{name} changed while it was read. Scan it again.</source>
            <translation>পড়ার সময় {name} বদলে গেছে। আবার স্ক্যান করুন।</translation>
        </message>
    </context>
    <context>
        <name>SCAN_OFFER</name>
        <message>
            <source>Take the scan (Ctrl+T)</source>
            <translation>স্ক্যান নিন (Ctrl+T)</translation>
        </message>
        <message>
            <source>Ctrl+T: give the scanner's new file to the passenger named here</source>
            <translation>Ctrl+T: স্ক্যানারের নতুন ফাইল এখানে নাম দেওয়া যাত্রীকে দিন</translation>
        </message>
        <message>
            <source>Reading and encoding the scan…</source>
            <translation>স্ক্যান পড়া ও এনকোড করা হচ্ছে…</translation>
        </message>
        <message>
            <source>New scan from the scanner: &lt;b&gt;{file}&lt;/b&gt;. Ctrl+T gives it to {passenger}.</source>
            <translation>স্ক্যানার থেকে নতুন স্ক্যান: &lt;b&gt;{file}&lt;/b&gt;। Ctrl+T এটি {passenger}-কে দেয়।</translation>
        </message>
        <message>
            <source>A scan is needed for {passenger}, and the scanner's folder {folder} cannot be found: check it in Settings (Ctrl+6). Ctrl+O chooses a file meanwhile.</source>
            <translation>{passenger}-এর জন্য একটি স্ক্যান লাগবে, আর স্ক্যানারের ফোল্ডার {folder} পাওয়া যাচ্ছে না: সেটিংসে (Ctrl+6) দেখুন। ততক্ষণ Ctrl+O দিয়ে একটি ফাইল বাছুন।</translation>
        </message>
        <message>
            <source>A scan is needed for {passenger}: scan the passport's photo page and it is offered here (or Ctrl+O to choose a file).</source>
            <translation>{passenger}-এর জন্য একটি স্ক্যান লাগবে: পাসপোর্টের ছবির পাতা স্ক্যান করুন, এখানে দেখানো হবে (বা ফাইল বাছতে Ctrl+O)।</translation>
        </message>
        <message>
            <source>Over the limit: shrinking the image…</source>
            <translation>সীমার বেশি: ছবি ছোট করা হচ্ছে…</translation>
        </message>
        <message>
            <source>A scan is needed for {passenger}: scan the front of the Aadhaar card and it is offered here (or Ctrl+O to choose a file).</source>
            <translation>{passenger}-এর জন্য একটি স্ক্যান লাগবে: আধার কার্ডের সামনের দিক স্ক্যান করুন, সেটি এখানে দেখানো হবে (বা ফাইল বেছে নিতে Ctrl+O)।</translation>
        </message>
    </context>
    <context>
        <name>SCAN_PANEL</name>
        <message>
            <source>No scan</source>
            <translation>কোনো স্ক্যান নেই</translation>
        </message>
        <message>
            <source>No file · up to {limit}</source>
            <translation>কোনো ফাইল নেই · সর্বোচ্চ {limit}</translation>
        </message>
        <message>
            <source>Choose a file (Ctrl+O), paste an image (Ctrl+Shift+V) or drop a file here.</source>
            <translation>একটি ফাইল বাছুন (Ctrl+O), একটি ছবি পেস্ট করুন (Ctrl+Shift+V) বা এখানে একটি ফাইল টেনে ছাড়ুন।</translation>
        </message>
        <message>
            <source>&lt;b style='font-size:16pt'&gt;PDF&lt;/b&gt;&lt;br&gt;document&lt;br&gt;pages not known</source>
            <translation>&lt;b style='font-size:16pt'&gt;PDF&lt;/b&gt;&lt;br&gt;ডকুমেন্ট&lt;br&gt;পাতা জানা নেই</translation>
        </message>
        <message numerus="yes">
            <source>&lt;b style='font-size:16pt'&gt;PDF&lt;/b&gt;&lt;br&gt;document&lt;br&gt;%n page(s)</source>
            <translation>
                <numerusform>&lt;b style='font-size:16pt'&gt;PDF&lt;/b&gt;&lt;br&gt;ডকুমেন্ট&lt;br&gt;%nটি পাতা</numerusform>
                <numerusform>&lt;b style='font-size:16pt'&gt;PDF&lt;/b&gt;&lt;br&gt;ডকুমেন্ট&lt;br&gt;%nটি পাতা</numerusform>
            </translation>
        </message>
        <message>
            <source>Size of the scan against the limit</source>
            <translation>সীমার তুলনায় স্ক্যানের আকার</translation>
        </message>
        <message>
            <source>&amp;Choose file… (Ctrl+O)</source>
            <translation>ফাইল বাছুন (&amp;C)… (Ctrl+O)</translation>
        </message>
        <message>
            <source>Passport</source>
            <translation>পাসপোর্ট</translation>
        </message>
        <message>
            <source>&amp;Paste image</source>
            <translation>ছবি পেস্ট করুন (&amp;P)</translation>
        </message>
        <message>
            <source>Ctrl+Shift+V: the image on the clipboard</source>
            <translation>Ctrl+Shift+V: ক্লিপবোর্ডের ছবি</translation>
        </message>
        <message>
            <source>Shrin&amp;k to fit</source>
            <translation>সীমায় আনতে ছোট করুন (&amp;K)</translation>
        </message>
        <message>
            <source>Alt+K: encode the image smaller until it is under the limit</source>
            <translation>Alt+K: সীমার নিচে না আসা পর্যন্ত ছবি ছোট করে এনকোড করে</translation>
        </message>
        <message>
            <source>Remove scan</source>
            <translation>স্ক্যান সরান</translation>
        </message>
        <message>
            <source>Stop reading</source>
            <translation>পড়া বন্ধ করুন</translation>
        </message>
        <message>
            <source>Stop reading this file (the passenger keeps the scan shown)</source>
            <translation>এই ফাইল পড়া বন্ধ করুন (যাত্রীর দেখানো স্ক্যান থাকে)</translation>
        </message>
        <message>
            <source>Ctrl+O: a JPEG, PNG or PDF of the passport's photo page</source>
            <translation>Ctrl+O: পাসপোর্টের ছবির পাতার JPEG, PNG বা PDF</translation>
        </message>
        <message>
            <source>Ctrl+O: a JPEG, PNG or PDF of the {document}</source>
            <translation>Ctrl+O: {document}-এর JPEG, PNG বা PDF</translation>
        </message>
        <message>
            <source>{document} scan</source>
            <translation>{document}-এর স্ক্যান</translation>
        </message>
        <message>
            <source>The clipboard holds no image or file. Copy the scan first.</source>
            <translation>ক্লিপবোর্ডে কোনো ছবি বা ফাইল নেই। আগে স্ক্যানটি কপি করুন।</translation>
        </message>
        <message>
            <source>Image too large
to preview</source>
            <translation>প্রিভিউয়ের জন্য
ছবি খুব বড়</translation>
        </message>
        <message>
            <source>{size} of {limit} · fits</source>
            <translation>{limit}-এর মধ্যে {size} · সীমার মধ্যে</translation>
        </message>
        <message>
            <source>{size} of {limit} · too large</source>
            <translation>{limit}-এর মধ্যে {size} · খুব বড়</translation>
        </message>
    </context>
    <context>
        <name>SCAN_READER</name>
        <message>
            <source>The scan</source>
            <translation>স্ক্যান</translation>
        </message>
        <message>
            <source>Reading the scan was stopped.</source>
            <translation>স্ক্যান পড়া বন্ধ করা হয়েছে।</translation>
        </message>
    </context>
    <context>
        <name>SCAN_STRUCTURE</name>
        <message>
            <source>its header gives it no pixels</source>
            <translation>এর হেডারে কোনো পিক্সেল নেই</translation>
        </message>
        <message>
            <source>{subject} says it is {width} × {height} pixels; at most {most} million pixels can be read. Scan it again at 300 dpi.</source>
            <translation>{subject} বলছে এটি {width} × {height} পিক্সেল; সর্বোচ্চ {most} মিলিয়ন পিক্সেল পড়া যায়। 300 dpi-তে আবার স্ক্যান করুন।</translation>
        </message>
        <message>
            <source>its image frame is too short</source>
            <translation>এর ছবির ফ্রেম খুব ছোট</translation>
        </message>
        <message>
            <source>{subject} is a PDF without a page. Scan it again.</source>
            <translation>{subject} পাতা ছাড়া একটি PDF। আবার স্ক্যান করুন।</translation>
        </message>
        <message>
            <source>{subject} is a PDF that runs something when it is opened ({action}). Scan the passport again as an image or a plain PDF.</source>
            <translation>{subject} এমন একটি PDF যা খুললে কিছু চালায় ({action})। পাসপোর্টটি আবার ছবি বা সাধারণ PDF হিসেবে স্ক্যান করুন।</translation>
        </message>
        <message>
            <source>{subject} has another file after its end. Scan the passport again, or save the scan again as a new file.</source>
            <translation>{subject}-এর শেষের পরে আরেকটি ফাইল জোড়া আছে। পাসপোর্টটি আবার স্ক্যান করুন, বা স্ক্যানটি নতুন ফাইল হিসেবে আবার সেভ করুন।</translation>
        </message>
        <message>
            <source>{subject} is cut short. Scan it again.</source>
            <translation>{subject} মাঝপথে কাটা। আবার স্ক্যান করুন।</translation>
        </message>
        <message>
            <source>{subject} is damaged ({problem}). Scan it again.</source>
            <translation>{subject} নষ্ট ({problem})। আবার স্ক্যান করুন।</translation>
        </message>
        <message>
            <source>a marker is missing</source>
            <translation>একটি মার্কার নেই</translation>
        </message>
        <message>
            <source>it ends before its image</source>
            <translation>ছবির আগেই এটি শেষ হয়ে যায়</translation>
        </message>
        <message>
            <source>a segment has no length</source>
            <translation>একটি সেগমেন্টের দৈর্ঘ্য নেই</translation>
        </message>
        <message>
            <source>its image frame is not valid</source>
            <translation>এর ছবির ফ্রেম বৈধ নয়</translation>
        </message>
        <message>
            <source>a Huffman table is not valid</source>
            <translation>একটি হাফম্যান টেবিল বৈধ নয়</translation>
        </message>
        <message>
            <source>it has no image frame</source>
            <translation>এর কোনো ছবির ফ্রেম নেই</translation>
        </message>
        <message>
            <source>its scans do not fit its image frame</source>
            <translation>এর স্ক্যান ছবির ফ্রেমে মেলে না</translation>
        </message>
        <message>
            <source>its image data is not valid</source>
            <translation>এর ছবির ডেটা বৈধ নয়</translation>
        </message>
        <message>
            <source>it does not start with its header</source>
            <translation>এটি তার হেডার দিয়ে শুরু হয় না</translation>
        </message>
        <message>
            <source>its {chunk} chunk fails its checksum</source>
            <translation>এর {chunk} অংশ চেকসাম মেলে না</translation>
        </message>
        <message>
            <source>its PDF header is not valid</source>
            <translation>এর PDF হেডার বৈধ নয়</translation>
        </message>
        <message>
            <source>it has no cross-reference</source>
            <translation>এর কোনো ক্রস-রেফারেন্স নেই</translation>
        </message>
        <message>
            <source>its cross-reference points past its end</source>
            <translation>এর ক্রস-রেফারেন্স ফাইলের শেষের বাইরে দেখায়</translation>
        </message>
        <message>
            <source>its cross-reference has no trailer</source>
            <translation>এর ক্রস-রেফারেন্সে কোনো ট্রেলার নেই</translation>
        </message>
        <message>
            <source>its cross-reference is not where it says</source>
            <translation>এর ক্রস-রেফারেন্স যেখানে বলে সেখানে নেই</translation>
        </message>
        <message>
            <source>The file</source>
            <translation>ফাইলটি</translation>
        </message>
        <message>
            <source>{subject} would take {size} MB to open ({width} × {height} pixels); at most {most} MB can be opened. Scan it again at 300 dpi.</source>
            <translation>{subject} খুলতে {size} MB লাগবে ({width} × {height} পিক্সেল); সর্বোচ্চ {most} MB খোলা যায়। 300 dpi-তে আবার স্ক্যান করুন।</translation>
        </message>
    </context>
    <context>
        <name>SCHEDULES_MODEL</name>
        <message>
            <source>Live</source>
            <translation>লাইভ</translation>
        </message>
        <message>
            <source>Capacity reference</source>
            <translation>ধারণক্ষমতার হিসাব</translation>
        </message>
        <message>
            <source>Capacity reference ({capacity})</source>
            <translation>ধারণক্ষমতার হিসাব ({capacity})</translation>
        </message>
        <message>
            <source>Sold out</source>
            <translation>সব বিক্রি</translation>
        </message>
        <message>
            <source>Departs</source>
            <translation>ছাড়বে</translation>
        </message>
        <message>
            <source>Trip ends</source>
            <translation>ট্রিপ শেষ</translation>
        </message>
        <message>
            <source>Boat</source>
            <translation>বোট</translation>
        </message>
        <message>
            <source>Seats left</source>
            <translation>বাকি সিট</translation>
        </message>
        <message>
            <source>Seat count</source>
            <translation>সিটের সংখ্যা</translation>
        </message>
        <message>
            <source>A live count, or the boat's capacity</source>
            <translation>লাইভ গোনা, বা বোটের ধারণক্ষমতা</translation>
        </message>
        <message>
            <source>Ticket</source>
            <translation>টিকিট</translation>
        </message>
        <message>
            <source>Age range</source>
            <translation>বয়সের সীমা</translation>
        </message>
        <message>
            <source>Nationality</source>
            <translation>জাতীয়তা</translation>
        </message>
        <message>
            <source>Boat fare</source>
            <translation>বোট ভাড়া</translation>
        </message>
        <message>
            <source>Permit fare</source>
            <translation>পারমিট ভাড়া</translation>
        </message>
        <message>
            <source>Government fee, no GST</source>
            <translation>সরকারি ফি, GST নেই</translation>
        </message>
        <message>
            <source>Net price</source>
            <translation>নেট দাম</translation>
        </message>
        <message>
            <source>What the agency pays</source>
            <translation>এজেন্সি যা দেয়</translation>
        </message>
        <message>
            <source>Fare before GST</source>
            <translation>GST-র আগে ভাড়া</translation>
        </message>
        <message>
            <source>The ticket&apos;s price (MRP): boat fare and permit, no fare GST, no markup</source>
            <translation>টিকিটের দাম (MRP): বোট ভাড়া আর পারমিট ভাড়া, ভাড়ার GST নেই, মার্কআপ নেই</translation>
        </message>
    </context>
    <context>
        <name>SCHEDULE_PICKER</name>
        <message>
            <source>Book this departure</source>
            <translation>এই ছাড়ার সময় বুক করুন</translation>
        </message>
        <message>
            <source>Departures on the travel date</source>
            <translation>যাত্রার তারিখে ছাড়ার সময়</translation>
        </message>
        <message>
            <source>Rates of the selected departure</source>
            <translation>বাছা ছাড়ার সময়ের রেট</translation>
        </message>
    </context>
    <context>
        <name>SETTINGS</name>
        <message>
            <source>The drawer difference allowed must be an amount of zero or more.</source>
            <translation>ড্রয়ারের অনুমোদিত পার্থক্য শূন্য বা তার বেশি একটি পরিমাণ হতে হবে।</translation>
        </message>
        <message>
            <source>ID numbers and scans are kept 0 to {most} days after the trip.</source>
            <translation>আইডি নম্বর আর স্ক্যান ট্রিপের পর 0 থেকে {most} দিন রাখা হয়।</translation>
        </message>
        <message>
            <source>The service address must start with https:// (or http://).</source>
            <translation>সার্ভিসের ঠিকানা https:// (বা http://) দিয়ে শুরু হতে হবে।</translation>
        </message>
        <message>
            <source>The live environment needs the service address.</source>
            <translation>লাইভ এনভায়রনমেন্টে সার্ভিসের ঠিকানা লাগবে।</translation>
        </message>
        <message>
            <source>The request timeout must be {low} to {high} seconds.</source>
            <translation>অনুরোধের সময়সীমা {low} থেকে {high} সেকেন্ড হতে হবে।</translation>
        </message>
        <message>
            <source>The credit runway warning must be an amount of zero or more.</source>
            <translation>ক্রেডিট কমে আসার সতর্কতা শূন্য বা তার বেশি একটি পরিমাণ হতে হবে।</translation>
        </message>
        <message>
            <source>The scanner's folder must be a full path, for example C:\Scans or \\office-pc\scans.</source>
            <translation>স্ক্যানারের ফোল্ডার পুরো পাথ হতে হবে, যেমন C:\Scans বা \\office-pc\scans।</translation>
        </message>
        <message>
            <source>The counter code is 1 to 6 capital letters or digits, for example PB1.</source>
            <translation>কাউন্টার কোড 1 থেকে 6টি বড় হাতের অক্ষর বা অঙ্ক, যেমন PB1।</translation>
        </message>
        <message>
            <source>Counter {name}</source>
            <translation>কাউন্টার {name}</translation>
        </message>
        <message>
            <source>A bank account is declared twice.</source>
            <translation>একটি ব্যাংক অ্যাকাউন্ট দু'বার লেখা হয়েছে।</translation>
        </message>
    </context>
    <context>
        <name>SETTINGS_CONTROLLER</name>
        <message>
            <source>Not saved: a LIVE counter's supervisor PIN is set with the LIVE key, the environment left at LIVE.</source>
            <translation>সেভ হয়নি: লাইভ কাউন্টারের সুপারভাইজার পিন লাইভ কী দিয়ে সেট হয়, এনভায়রনমেন্ট লাইভে রেখে।</translation>
        </message>
        <message>
            <source>It says it is a SANDBOX: sales there are training.</source>
            <translation>এটি বলছে এটি স্যান্ডবক্স: সেখানে বিক্রি প্রশিক্ষণ।</translation>
        </message>
        <message>
            <source>It does not say it is a sandbox: LIVE, sales are real.</source>
            <translation>এটি স্যান্ডবক্স বলছে না: লাইভ, বিক্রি আসল।</translation>
        </message>
        <message>
            <source>Not saved: {changes} needs a supervisor's PIN.</source>
            <translation>সেভ হয়নি: {changes}-এর জন্য সুপারভাইজারের পিন লাগবে।</translation>
        </message>
        <message>
            <source>Test page sent to {printer}.</source>
            <translation>পরীক্ষার পাতা {printer}-এ পাঠানো হয়েছে।</translation>
        </message>
        <message>
            <source>The built-in sandbox could not start: {reason}</source>
            <translation>ভেতরের স্যান্ডবক্স চালু হতে পারেনি: {reason}</translation>
        </message>
        <message>
            <source>Enter the API key first.</source>
            <translation>আগে API কী দিন।</translation>
        </message>
        <message>
            <source>The agency store's password is kept for this session only.</source>
            <translation>এজেন্সি স্টোরের পাসওয়ার্ড শুধু এই সেশনের জন্য রাখা হয়।</translation>
        </message>
        <message>
            <source>Saved, but the built-in sandbox could not start.</source>
            <translation>সেভ হয়েছে, কিন্তু ভেতরের স্যান্ডবক্স চালু হতে পারেনি।</translation>
        </message>
        <message>
            <source>Saved, but the service did not answer: see the message above.</source>
            <translation>সেভ হয়েছে, কিন্তু সার্ভিস উত্তর দেয়নি: ওপরের মেসেজ দেখুন।</translation>
        </message>
        <message>
            <source>Saved. {wallet}</source>
            <translation>সেভ হয়েছে। {wallet}</translation>
        </message>
        <message>
            <source>Not saved: the supervisor PIN is set only with the API key in use, typed on the Supervisor PIN page. The key typed was not accepted: {reason}</source>
            <translation>সেভ হয়নি: সুপারভাইজার পিন শুধু সুপারভাইজার পিন পাতায় চালু API কী লিখে সেট করা যায়। লেখা কী গ্রহণ হয়নি: {reason}</translation>
        </message>
    </context>
    <context>
        <name>SETTINGS_SCREEN</name>
        <message>
            <source>Sandbox: training, nothing is real</source>
            <translation>স্যান্ডবক্স: প্রশিক্ষণ, কিছুই আসল নয়</translation>
        </message>
        <message>
            <source>Live service: real bookings paid from the wallet</source>
            <translation>লাইভ সার্ভিস: ওয়ালেট থেকে পেমেন্ট হওয়া আসল বুকিং</translation>
        </message>
        <message>
            <source> s</source>
            <comment>seconds after a number</comment>
            <translation> সে.</translation>
        </message>
        <message>
            <source>The wallet screen shows the credit left in a warning colour below this amount.</source>
            <translation>এই পরিমাণের নিচে নামলে ওয়ালেট স্ক্রিন বাকি ক্রেডিট সতর্কতার রঙে দেখায়।</translation>
        </message>
        <message>
            <source>Empty: this counter alone (no agency store)</source>
            <translation>খালি: শুধু এই কাউন্টার (এজেন্সি স্টোর নেই)</translation>
        </message>
        <message>
            <source>The PostgreSQL database the agency's counters share, e.g. postgresql://desk@office-pc:5432/agency?sslmode=require</source>
            <translation>এজেন্সির কাউন্টারগুলো যে PostgreSQL ডেটাবেস ভাগ করে, যেমন postgresql://desk@office-pc:5432/agency?sslmode=require</translation>
        </message>
        <message>
            <source>Empty: keep the saved one (kept in the password store, never in a file)</source>
            <translation>খালি: সেভ করাটাই রাখুন (পাসওয়ার্ড স্টোরে রাখা, কখনও ফাইলে নয়)</translation>
        </message>
        <message>
            <source>Empty: no folder watched (Ctrl+O chooses each scan)</source>
            <translation>খালি: কোনো ফোল্ডার দেখা হয় না (Ctrl+O প্রতিটি স্ক্যান বাছে)</translation>
        </message>
        <message>
            <source>The folder the scanner saves into, e.g. C:\Scans. On the Book screen its new scan is offered to the passenger who needs one (Ctrl+T takes it), and Ctrl+O opens there.</source>
            <translation>স্ক্যানার যে ফোল্ডারে সেভ করে, যেমন C:\Scans। বুক স্ক্রিনে তার নতুন স্ক্যান সেই যাত্রীকে দেওয়া হয় যার দরকার (Ctrl+T নেয়), আর Ctrl+O সেখানেই খোলে।</translation>
        </message>
        <message>
            <source>Choose folder…</source>
            <translation>ফোল্ডার বাছুন…</translation>
        </message>
        <message>
            <source>Test connection</source>
            <translation>সংযোগ পরীক্ষা করুন</translation>
        </message>
        <message>
            <source>Save and reconnect</source>
            <translation>সেভ করে আবার যুক্ত করুন</translation>
        </message>
        <message>
            <source>Environment</source>
            <translation>এনভায়রনমেন্ট</translation>
        </message>
        <message>
            <source>Service address</source>
            <translation>সার্ভিসের ঠিকানা</translation>
        </message>
        <message>
            <source>API key</source>
            <translation>API কী</translation>
        </message>
        <message>
            <source>Request timeout</source>
            <translation>অনুরোধের সময়সীমা</translation>
        </message>
        <message>
            <source>Warn when the credit left is below</source>
            <translation>বাকি ক্রেডিট এর নিচে হলে সতর্ক করুন</translation>
        </message>
        <message>
            <source>Agency store</source>
            <translation>এজেন্সি স্টোর</translation>
        </message>
        <message>
            <source>Agency store password</source>
            <translation>এজেন্সি স্টোরের পাসওয়ার্ড</translation>
        </message>
        <message>
            <source>Scanner's folder</source>
            <translation>স্ক্যানারের ফোল্ডার</translation>
        </message>
        <message>
            <source>&lt;h2&gt;Settings&lt;/h2&gt;</source>
            <translation>&lt;h2&gt;সেটিংস&lt;/h2&gt;</translation>
        </message>
        <message>
            <source>The scanner's folder</source>
            <translation>স্ক্যানারের ফোল্ডার</translation>
        </message>
        <message>
            <source>Testing the connection…</source>
            <translation>সংযোগ পরীক্ষা হচ্ছে…</translation>
        </message>
        <message>
            <source>Saving and reconnecting…</source>
            <translation>সেভ করে আবার যুক্ত হচ্ছে…</translation>
        </message>
        <message>
            <source>Empty: the sandbox built into this app</source>
            <translation>খালি: এই অ্যাপের ভেতরের স্যান্ডবক্স</translation>
        </message>
        <message>
            <source>https://… (given by the service's office)</source>
            <translation>https://… (সার্ভিসের অফিস থেকে দেওয়া)</translation>
        </message>
        <message>
            <source>Empty: keep the key in use (type a new one to replace it)</source>
            <translation>খালি: চালু কী রাখুন (বদলাতে নতুন একটি লিখুন)</translation>
        </message>
        <message>
            <source>Empty: the sandbox's public demo key</source>
            <translation>খালি: স্যান্ডবক্সের সর্বজনীন ডেমো কী</translation>
        </message>
        <message>
            <source>The key issued by the service's office</source>
            <translation>সার্ভিসের অফিস থেকে দেওয়া কী</translation>
        </message>
        <message>
            <source>Discard changes</source>
            <translation>পরিবর্তন বাদ দিন</translation>
        </message>
        <message>
            <source>Service and connection</source>
            <translation>সার্ভিস ও সংযোগ</translation>
        </message>
        <message>
            <source>Agency and till</source>
            <translation>এজেন্সি ও ক্যাশ</translation>
        </message>
        <message>
            <source>UPI and customer display</source>
            <translation>UPI ও গ্রাহকের ডিসপ্লে</translation>
        </message>
        <message>
            <source>GST</source>
            <translation>GST</translation>
        </message>
        <message>
            <source>Printers</source>
            <translation>প্রিন্টার</translation>
        </message>
        <message>
            <source>Language and theme</source>
            <translation>ভাষা ও থিম</translation>
        </message>
        <message>
            <source>Supervisor PIN</source>
            <translation>সুপারভাইজার পিন</translation>
        </message>
        <message>
            <source>Unsaved settings</source>
            <translation>সেভ না করা সেটিংস</translation>
        </message>
        <message>
            <source>The settings have changes that are not saved.</source>
            <translation>সেটিংসে এমন পরিবর্তন আছে যা সেভ করা হয়নি।</translation>
        </message>
        <message>
            <source>Save them, discard them, or stay here to go on editing?</source>
            <translation>সেগুলো সেভ করবেন, বাদ দেবেন, নাকি বদলানো চালিয়ে যেতে এখানেই থাকবেন?</translation>
        </message>
        <message>
            <source>Stay</source>
            <translation>এখানেই থাকুন</translation>
        </message>
        <message>
            <source>E-mail to customers</source>
            <translation>গ্রাহকদের ই-মেল</translation>
        </message>
        <message>
            <source>Bank accounts</source>
            <translation>ব্যাংক অ্যাকাউন্ট</translation>
        </message>
    </context>
    <context>
        <name>SETTINGS_SECTIONS</name>
        <message>
            <source>Sections of the settings</source>
            <translation>সেটিংসের অংশগুলো</translation>
        </message>
    </context>
    <context>
        <name>SHIFT</name>
        <message>
            <source>Sale</source>
            <translation>বিক্রি</translation>
        </message>
        <message>
            <source>Cancellation</source>
            <translation>বাতিল</translation>
        </message>
        <message>
            <source>Activity</source>
            <translation>অ্যাক্টিভিটি</translation>
        </message>
        <message>
            <source>Boat</source>
            <translation>বোট</translation>
        </message>
        <message>
            <source>Matched</source>
            <translation>মিলেছে</translation>
        </message>
        <message>
            <source>Amount differs</source>
            <translation>পরিমাণ আলাদা</translation>
        </message>
        <message>
            <source>Not in the ledger</source>
            <translation>লেজারে নেই</translation>
        </message>
        <message>
            <source>Older than the snapshot</source>
            <translation>স্ন্যাপশটের চেয়ে পুরনো</translation>
        </message>
        <message>
            <source>The ledger's {journal} says {ledger}, the counter {counter}.</source>
            <translation>লেজারের {journal} বলছে {ledger}, কাউন্টার {counter}।</translation>
        </message>
        <message>
            <source>No ledger journal of the service matches it.</source>
            <translation>সার্ভিসের কোনো লেজার জার্নাল এর সঙ্গে মেলে না।</translation>
        </message>
        <message>
            <source>Older than the journals the wallet lists: not checked.</source>
            <translation>ওয়ালেটের তালিকার জার্নালের চেয়ে পুরনো: দেখা হয়নি।</translation>
        </message>
    </context>
    <context>
        <name>SHIFT_CONTROLLER</name>
        <message>
            <source>No shift is open at this counter yet.</source>
            <translation>এই কাউন্টারে এখনও কোনো শিফট খোলা নেই।</translation>
        </message>
        <message>
            <source>{clerk}'s shift is still open at this counter.</source>
            <translation>এই কাউন্টারে {clerk}-এর শিফট এখনও খোলা।</translation>
        </message>
        <message>
            <source>Quit Counterdesk</source>
            <translation>Counterdesk বন্ধ করুন</translation>
        </message>
        <message>
            <source>Quit anyway? The shift stays open for the next start; at the day's end close it with the Z report on the Shift report.</source>
            <translation>তবুও বন্ধ করবেন? পরের বার চালু করা পর্যন্ত শিফট খোলা থাকবে; দিনের শেষে শিফট রিপোর্টে Z রিপোর্ট দিয়ে সেটি বন্ধ করুন।</translation>
        </message>
        <message>
            <source>&amp;Quit, the shift stays open</source>
            <translation>বন্ধ করুন, শিফট খোলা থাকুক (&amp;Q)</translation>
        </message>
        <message>
            <source>&amp;Stay</source>
            <translation>থাকুন (&amp;S)</translation>
        </message>
    </context>
    <context>
        <name>SHIFT_DRAWER</name>
        <message>
            <source>{tender} given back</source>
            <translation>{tender} ফেরত দেওয়া হয়েছে</translation>
        </message>
        <message>
            <source>{tender} net</source>
            <translation>{tender} নিট</translation>
        </message>
        <message>
            <source>of which round off to whole rupees</source>
            <translation>এর মধ্যে পুরো টাকায় রাউন্ড অফ</translation>
        </message>
        <message>
            <source>Type the float you counted as an amount, e.g. 2000.</source>
            <translation>গোনা শুরুর নগদ একটি পরিমাণ হিসেবে লিখুন, যেমন 2000।</translation>
        </message>
        <message>
            <source>Opening float</source>
            <translation>শুরুর নগদ</translation>
        </message>
        <message>
            <source>Cash in (sales)</source>
            <translation>নগদ জমা (বিক্রি)</translation>
        </message>
        <message>
            <source>Cash out (refunds)</source>
            <translation>নগদ তোলা (রিফান্ড)</translation>
        </message>
        <message>
            <source>&lt;b&gt;Expected in the drawer&lt;/b&gt;</source>
            <translation>&lt;b&gt;ড্রয়ারে প্রত্যাশিত&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Counted</source>
            <translation>গোনা হয়েছে</translation>
        </message>
        <message>
            <source>&lt;b&gt;Difference&lt;/b&gt;</source>
            <translation>&lt;b&gt;পার্থক্য&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Cash of sales not yet answered</source>
            <translation>যে বিক্রির উত্তর আসেনি তার নগদ</translation>
        </message>
        <message>
            <source>Shift and drawer</source>
            <translation>শিফট ও ড্রয়ার</translation>
        </message>
        <message>
            <source>your name</source>
            <translation>আপনার নাম</translation>
        </message>
        <message>
            <source>Clerk opening the shift</source>
            <translation>যে ক্লার্ক শিফট খুলছেন</translation>
        </message>
        <message>
            <source>float counted, e.g. 2000</source>
            <translation>গোনা শুরুর নগদ, যেমন 2000</translation>
        </message>
        <message>
            <source>The cash counted in the drawer, in rupees, e.g. 2000</source>
            <translation>ড্রয়ারে গোনা নগদ, টাকায়, যেমন 2000</translation>
        </message>
        <message>
            <source>&amp;Open shift</source>
            <translation>শিফট খুলুন (&amp;O)</translation>
        </message>
        <message>
            <source>Coins</source>
            <translation>কয়েন</translation>
        </message>
        <message>
            <source>The coins counted, as an amount in rupees, e.g. 35.50</source>
            <translation>গোনা কয়েন, টাকার পরিমাণ হিসেবে, যেমন 35.50</translation>
        </message>
        <message>
            <source>who counts and closes</source>
            <translation>কে গোনেন ও বন্ধ করেন</translation>
        </message>
        <message>
            <source>Counted and closed by</source>
            <translation>গুনে বন্ধ করেছেন</translation>
        </message>
        <message>
            <source>&amp;X report</source>
            <translation>X রিপোর্ট (&amp;X)</translation>
        </message>
        <message>
            <source>The figures so far: nothing is closed or written (Alt+X).</source>
            <translation>এখন পর্যন্ত হিসাব: কিছুই বন্ধ বা লেখা হয় না (Alt+X)।</translation>
        </message>
        <message>
            <source>Print X report</source>
            <translation>X রিপোর্ট প্রিন্ট করুন</translation>
        </message>
        <message>
            <source>The figures so far on the reports' printer: nothing is closed or written.</source>
            <translation>রিপোর্টের প্রিন্টারে এখন পর্যন্ত হিসাব: কিছুই বন্ধ বা লেখা হয় না।</translation>
        </message>
        <message>
            <source>&amp;Z report: close the shift</source>
            <translation>Z রিপোর্ট: শিফট বন্ধ করুন (&amp;Z)</translation>
        </message>
        <message>
            <source>Closes the shift for good: printed on the reports' printer and saved as a PDF (Alt+Z).</source>
            <translation>শিফট চিরতরে বন্ধ করে: রিপোর্টের প্রিন্টারে প্রিন্ট হয় এবং PDF হিসেবে সেভ হয় (Alt+Z)।</translation>
        </message>
        <message>
            <source>Open folder</source>
            <translation>ফোল্ডার খুলুন</translation>
        </message>
        <message>
            <source>Open the folder of the saved Z report</source>
            <translation>সেভ করা Z রিপোর্টের ফোল্ডার খুলুন</translation>
        </message>
        <message>
            <source>Owed by</source>
            <translation>বাকি, মাধ্যম অনুযায়ী</translation>
        </message>
        <message>
            <source>&lt;b&gt;Drawer counted&lt;/b&gt;</source>
            <translation>&lt;b&gt;গোনা ড্রয়ার&lt;/b&gt;</translation>
        </message>
        <message>
            <source>&lt;b&gt;Pieces&lt;/b&gt;</source>
            <translation>&lt;b&gt;সংখ্যা&lt;/b&gt;</translation>
        </message>
        <message>
            <source>&lt;b&gt;Amount&lt;/b&gt;</source>
            <translation>&lt;b&gt;পরিমাণ&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Pieces of {note}</source>
            <translation>{note}-এর সংখ্যা</translation>
        </message>
        <message>
            <source>coins</source>
            <translation>কয়েন</translation>
        </message>
        <message>
            <source>&lt;b&gt;Total&lt;/b&gt;</source>
            <translation>&lt;b&gt;মোট&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Type the coins as an amount in rupees, for example 35.50.</source>
            <translation>কয়েন টাকার পরিমাণ হিসেবে লিখুন, যেমন 35.50।</translation>
        </message>
        <message>
            <source>Saved as a PDF: {path}</source>
            <translation>PDF হিসেবে সেভ হয়েছে: {path}</translation>
        </message>
        <message>
            <source>Last Z report: no. {number}, closed by {name} {closed_at}.</source>
            <translation>শেষ Z রিপোর্ট: নং {number}, বন্ধ করেছেন {name} {closed_at}।</translation>
        </message>
        <message>
            <source>No shift is open: type your name and the float you counted, then Open shift.</source>
            <translation>কোনো শিফট খোলা নেই: আপনার নাম আর গোনা শুরুর নগদ লিখুন, তারপর শিফট খুলুন।</translation>
        </message>
        <message>
            <source>&lt;b&gt;{clerk}&lt;/b&gt;'s shift, opened {opened_at} with {amount}.</source>
            <translation>&lt;b&gt;{clerk}&lt;/b&gt;-এর শিফট, {opened_at}-এ {amount} দিয়ে খোলা।</translation>
        </message>
        <message>
            <source>Refunds still owed to customers</source>
            <translation>গ্রাহকদের এখনও বাকি রিফান্ড</translation>
        </message>
        <message>
            <source>{tender} taken</source>
            <translation>{tender} নেওয়া হয়েছে</translation>
        </message>
    </context>
    <context>
        <name>SHIFT_DRAWER_CONTROLLER</name>
        <message>
            <source>Not closed: the shift stays open, the count typed.</source>
            <translation>বন্ধ হয়নি: শিফট খোলা থাকছে, লেখা গোনা সহ।</translation>
        </message>
        <message>
            <source>The figures so far.</source>
            <translation>এখন পর্যন্ত হিসাব।</translation>
        </message>
        <message>
            <source>X report: nothing was closed or recorded.</source>
            <translation>X রিপোর্ট: কিছুই বন্ধ বা লেখা হয়নি।</translation>
        </message>
        <message>
            <source>X report sent to the printer; nothing was closed.</source>
            <translation>X রিপোর্ট প্রিন্টারে পাঠানো হয়েছে; কিছুই বন্ধ হয়নি।</translation>
        </message>
        <message>
            <source>Type who counted the drawer and closes the shift.</source>
            <translation>কে ড্রয়ার গুনেছেন আর শিফট বন্ধ করছেন লিখুন।</translation>
        </message>
        <message>
            <source>Z report no. {number}: the shift is closed for good.</source>
            <translation>Z রিপোর্ট নং {number}: শিফট চিরতরে বন্ধ হয়েছে।</translation>
        </message>
        <message>
            <source>{report} was not saved as a PDF at {path} ({reason}).</source>
            <translation>{report} {path}-এ PDF হিসেবে সেভ হয়নি ({reason})।</translation>
        </message>
        <message>
            <source>{report} was not printed: {reason}</source>
            <translation>{report} প্রিন্ট হয়নি: {reason}</translation>
        </message>
    </context>
    <context>
        <name>SHIFT_HTML</name>
        <message>
            <source>Wallet cash</source>
            <translation>ওয়ালেটের নগদ</translation>
        </message>
        <message>
            <source>Wallet credit</source>
            <translation>ওয়ালেটের ক্রেডিট</translation>
        </message>
        <message>
            <source>Shift report · {day}</source>
            <translation>শিফট রিপোর্ট · {day}</translation>
        </message>
        <message>
            <source>Amounts in {currency}. Made {moment} IST.</source>
            <translation>পরিমাণ {currency}-তে। তৈরি {moment} IST।</translation>
        </message>
        <message>
            <source>Totals</source>
            <translation>মোট</translation>
        </message>
        <message>
            <source>Debited from the wallet&apos;s cash</source>
            <translation>ওয়ালেটের নগদ থেকে কাটা</translation>
        </message>
        <message>
            <source>Debited from the wallet&apos;s credit</source>
            <translation>ওয়ালেটের ক্রেডিট থেকে কাটা</translation>
        </message>
        <message>
            <source>Sales debited from the wallet</source>
            <translation>বিক্রিতে ওয়ালেট থেকে কাটা</translation>
        </message>
        <message>
            <source>Refunds credited to the wallet</source>
            <translation>ওয়ালেটে জমা রিফান্ড</translation>
        </message>
        <message>
            <source>Net</source>
            <translation>নেট</translation>
        </message>
        <message>
            <source>By module</source>
            <translation>মডিউল অনুযায়ী</translation>
        </message>
        <message>
            <source>Module</source>
            <translation>মডিউল</translation>
        </message>
        <message>
            <source>Sales</source>
            <translation>বিক্রি</translation>
        </message>
        <message>
            <source>Sold</source>
            <translation>বিক্রি হয়েছে</translation>
        </message>
        <message>
            <source>Cancellations</source>
            <translation>বাতিল</translation>
        </message>
        <message>
            <source>Refunded</source>
            <translation>রিফান্ড হয়েছে</translation>
        </message>
        <message numerus="yes">
            <source>Operations (%n)</source>
            <translation>
                <numerusform>কাজ (%n)</numerusform>
                <numerusform>কাজ (%n)</numerusform>
            </translation>
        </message>
        <message>
            <source>Time</source>
            <translation>সময়</translation>
        </message>
        <message>
            <source>Operation</source>
            <translation>কাজ</translation>
        </message>
        <message>
            <source>Booking · request id</source>
            <translation>বুকিং · অনুরোধ আইডি</translation>
        </message>
        <message>
            <source>Wallet refund</source>
            <translation>ওয়ালেটের রিফান্ড</translation>
        </message>
        <message>
            <source>Ledger</source>
            <translation>লেজার</translation>
        </message>
        <message>
            <source>No sales or cancellations at this counter on this day.</source>
            <translation>এই দিনে এই কাউন্টারে কোনো বিক্রি বা বাতিল নেই।</translation>
        </message>
        <message>
            <source>Checked against the wallet's ledger</source>
            <translation>ওয়ালেটের লেজারের সঙ্গে মেলানো হয়েছে</translation>
        </message>
        <message numerus="yes">
            <source>The wallet listed its latest %n ledger journal(s);</source>
            <translation>
                <numerusform>ওয়ালেট তার সর্বশেষ %nটি লেজার জার্নাল দেখিয়েছে;</numerusform>
                <numerusform>ওয়ালেট তার সর্বশেষ %nটি লেজার জার্নাল দেখিয়েছে;</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mismatch(es).</source>
            <translation>
                <numerusform>%nটি গরমিল।</numerusform>
                <numerusform>%nটি গরমিল।</numerusform>
            </translation>
        </message>
        <message>
            <source>Ledger journals of this day that this counter has no record of (another counter of the agency?):</source>
            <translation>এই দিনের যে লেজার জার্নালের কোনো রেকর্ড এই কাউন্টারে নেই (এজেন্সির অন্য কাউন্টার?):</translation>
        </message>
        <message numerus="yes">
            <source>E-invoices waiting (%n)</source>
            <translation>
                <numerusform>অপেক্ষায় থাকা ই-ইনভয়েস (%n)</numerusform>
                <numerusform>অপেক্ষায় থাকা ই-ইনভয়েস (%n)</numerusform>
            </translation>
        </message>
        <message>
            <source>The wallet&apos;s net</source>
            <translation>ওয়ালেটের নিট</translation>
        </message>
    </context>
    <context>
        <name>SHIFT_LINES_MODEL</name>
        <message>
            <source>Wallet cash</source>
            <translation>ওয়ালেটের নগদ</translation>
        </message>
        <message>
            <source>Wallet credit</source>
            <translation>ওয়ালেটের ক্রেডিট</translation>
        </message>
        <message>
            <source>The request's identifier and its ledger journal's, as the service has them</source>
            <translation>সার্ভিসের কাছে যেমন আছে, অনুরোধের আইডি আর তার লেজার জার্নালের আইডি</translation>
        </message>
        <message>
            <source>For support</source>
            <translation>সাপোর্টের জন্য</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>সময়</translation>
        </message>
        <message>
            <source>Operation</source>
            <translation>কাজ</translation>
        </message>
        <message>
            <source>Module</source>
            <translation>মডিউল</translation>
        </message>
        <message>
            <source>Booking ref</source>
            <translation>বুকিং রেফ.</translation>
        </message>
        <message>
            <source>Wallet refund</source>
            <translation>ওয়ালেটের রিফান্ড</translation>
        </message>
        <message>
            <source>Ledger</source>
            <translation>লেজার</translation>
        </message>
    </context>
    <context>
        <name>SHIFT_REPORT_CONTROLLER</name>
        <message>
            <source>The wallet's ledger could not be read, so the agency day close was not made: see the message above, then try again.</source>
            <translation>ওয়ালেটের লেজার পড়া যায়নি, তাই এজেন্সির দিন শেষ হয়নি: ওপরের মেসেজ দেখুন, তারপর আবার চেষ্টা করুন।</translation>
        </message>
        <message>
            <source>The wallet's ledger could not be read, so the report was not made: see the message above, then press F5 again.</source>
            <translation>ওয়ালেটের লেজার পড়া যায়নি, তাই রিপোর্ট তৈরি হয়নি: ওপরের মেসেজ দেখুন, তারপর আবার F5 চাপুন।</translation>
        </message>
        <message>
            <source>Shift report {day}</source>
            <translation>শিফট রিপোর্ট {day}</translation>
        </message>
        <message>
            <source>Shift report</source>
            <translation>শিফট রিপোর্ট</translation>
        </message>
        <message>
            <source>The report could not be printed ({reason}).</source>
            <translation>রিপোর্ট প্রিন্ট করা যায়নি ({reason})।</translation>
        </message>
        <message>
            <source>The report was sent to the printer.</source>
            <translation>রিপোর্ট প্রিন্টারে পাঠানো হয়েছে।</translation>
        </message>
        <message>
            <source>The report could not be saved to {path} ({reason}). Choose another folder.</source>
            <translation>রিপোর্ট {path}-এ সেভ করা যায়নি ({reason})। অন্য ফোল্ডার বাছুন।</translation>
        </message>
        <message>
            <source>Saved {path}.</source>
            <translation>{path} সেভ হয়েছে।</translation>
        </message>
        <message>
            <source>The agency</source>
            <translation>এজেন্সি</translation>
        </message>
        <message>
            <source>{month} {year}: {state}</source>
            <translation>{month} {year}: {state}</translation>
        </message>
        <message>
            <source>{month} {year} is closed: its exports' digests are kept with the close.</source>
            <translation>{month} {year} বন্ধ হয়েছে: এর এক্সপোর্টের ডাইজেস্ট বন্ধের সঙ্গে রাখা হয়েছে।</translation>
        </message>
        <message>
            <source>{month} {year} is re-opened.</source>
            <translation>{month} {year} আবার খোলা হয়েছে।</translation>
        </message>
    </context>
    <context>
        <name>SHIFT_REPORT_SCREEN</name>
        <message>
            <source>Operations, charts or the drawer of the day</source>
            <translation>দিনের কাজ, চার্ট বা ড্রয়ার</translation>
        </message>
        <message>
            <source>This counter</source>
            <translation>এই কাউন্টার</translation>
        </message>
        <message>
            <source>C&amp;harts</source>
            <translation>চার্ট (&amp;H)</translation>
        </message>
        <message>
            <source>Dra&amp;wer</source>
            <translation>ড্রয়ার (&amp;W)</translation>
        </message>
        <message>
            <source>&amp;Operations</source>
            <translation>কাজ (&amp;O)</translation>
        </message>
        <message>
            <source>Make report</source>
            <translation>রিপোর্ট তৈরি করুন</translation>
        </message>
        <message>
            <source>Make the report of the day (F5)</source>
            <translation>দিনের রিপোর্ট তৈরি করুন (F5)</translation>
        </message>
        <message>
            <source>Save &amp;PDF…</source>
            <translation>PDF সেভ করুন (&amp;P)…</translation>
        </message>
        <message>
            <source>Save &amp;CSV…</source>
            <translation>CSV সেভ করুন (&amp;C)…</translation>
        </message>
        <message>
            <source>P&amp;rint…</source>
            <translation>প্রিন্ট করুন (&amp;R)…</translation>
        </message>
        <message>
            <source>&amp;Agency day close</source>
            <translation>এজেন্সির দিন শেষ (&amp;A)</translation>
        </message>
        <message>
            <source>Every counter's sales, refunds and Z reports of the day, checked together against the wallet's ledger</source>
            <translation>দিনের প্রতিটি কাউন্টারের বিক্রি, রিফান্ড আর Z রিপোর্ট, একসঙ্গে ওয়ালেটের লেজারের সঙ্গে মেলানো</translation>
        </message>
        <message>
            <source>&amp;Unresolved at all counters…</source>
            <translation>সব কাউন্টারে অমীমাংসিত (&amp;U)…</translation>
        </message>
        <message>
            <source>Supervisor: every counter's unresolved sales and drafts</source>
            <translation>সুপারভাইজার: প্রতিটি কাউন্টারের অমীমাংসিত বিক্রি ও খসড়া</translation>
        </message>
        <message>
            <source>The report of the chosen day is made on arrival; F5 makes it again.</source>
            <translation>বাছা দিনের রিপোর্ট খুললেই তৈরি হয়; F5 আবার তৈরি করে।</translation>
        </message>
        <message>
            <source>Operations of the day</source>
            <translation>দিনের কাজ</translation>
        </message>
        <message>
            <source>No bookings on this day yet.</source>
            <translation>এই দিনে এখনও কোনো বুকিং নেই।</translation>
        </message>
        <message>
            <source>Day</source>
            <translation>দিন</translation>
        </message>
        <message>
            <source>&lt;h2&gt;Shift report&lt;/h2&gt;</source>
            <translation>&lt;h2&gt;শিফট রিপোর্ট&lt;/h2&gt;</translation>
        </message>
        <message>
            <source>Making the report of {day}…</source>
            <translation>{day}-এর রিপোর্ট তৈরি হচ্ছে…</translation>
        </message>
        <message>
            <source>Making the agency day close of {day}…</source>
            <translation>{day}-এর এজেন্সির দিন শেষ তৈরি হচ্ছে…</translation>
        </message>
        <message>
            <source>Save the shift report</source>
            <translation>শিফট রিপোর্ট সেভ করুন</translation>
        </message>
        <message numerus="yes">
            <source>{day} · {counter} · %n operations. Amounts in {currency}.</source>
            <translation>
                <numerusform>{day} · {counter} · %nটি কাজ। পরিমাণ {currency}-তে।</numerusform>
                <numerusform>{day} · {counter} · %nটি কাজ। পরিমাণ {currency}-তে।</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n operations disagree with the wallet's ledger: {which}</source>
            <translation>
                <numerusform>%nটি কাজ ওয়ালেটের লেজারের সঙ্গে মেলে না: {which}</numerusform>
                <numerusform>%nটি কাজ ওয়ালেটের লেজারের সঙ্গে মেলে না: {which}</numerusform>
            </translation>
        </message>
        <message>
            <source>Each sale and refund recorded here matches the wallet's ledger; the ledger holds more, named below.</source>
            <translation>এখানে নথিভুক্ত প্রতিটি বিক্রি ও রিফান্ড ওয়ালেটের লেজারের সঙ্গে মেলে; লেজারে আরও আছে, নিচে বলা হল।</translation>
        </message>
        <message numerus="yes">
            <source>The wallet's last %n ledger entries match the sales and refunds recorded here.</source>
            <translation>
                <numerusform>ওয়ালেটের শেষ %nটি লেজার এন্ট্রি এখানে লেখা বিক্রি ও রিফান্ডের সঙ্গে মেলে।</numerusform>
                <numerusform>ওয়ালেটের শেষ %nটি লেজার এন্ট্রি এখানে লেখা বিক্রি ও রিফান্ডের সঙ্গে মেলে।</numerusform>
            </translation>
        </message>
        <message>
            <source>&amp;GST export…</source>
            <translation>GST এক্সপোর্ট (&amp;G)…</translation>
        </message>
        <message>
            <source>This counter's invoices and credit notes of a day, a month or a range, for the accountant: sales register, GSTR-1 summaries, Tally XML</source>
            <translation>হিসাবরক্ষকের জন্য এই কাউন্টারের এক দিন, এক মাস বা একটি সময়ের ইনভয়েস ও ক্রেডিট নোট: বিক্রয় রেজিস্টার, GSTR-1 সারাংশ, Tally XML</translation>
        </message>
        <message>
            <source>Agency GST e&amp;xport…</source>
            <translation>এজেন্সির GST এক্সপোর্ট (&amp;X)…</translation>
        </message>
        <message>
            <source>Every counter's invoices and credit notes of a day, a month or a range, from the agency store: one sales register, GSTR-1 summaries and Tally XML</source>
            <translation>এজেন্সি স্টোর থেকে প্রতিটি কাউন্টারের এক দিন, এক মাস বা একটি সময়ের ইনভয়েস ও ক্রেডিট নোট: একটি বিক্রয় রেজিস্টার, GSTR-1 সারাংশ আর Tally XML</translation>
        </message>
        <message>
            <source>GST export for the accountant</source>
            <translation>হিসাবরক্ষকের জন্য GST এক্সপোর্ট</translation>
        </message>
        <message>
            <source>GST export of the whole agency</source>
            <translation>পুরো এজেন্সির GST এক্সপোর্ট</translation>
        </message>
        <message>
            <source>E-&amp;invoices…</source>
            <translation>ই-ইনভয়েস (&amp;I)…</translation>
        </message>
        <message>
            <source>B2B invoices and credit notes for the portal (IRN): export, import its answer</source>
            <translation>পোর্টালের (IRN) জন্য B2B ইনভয়েস ও ক্রেডিট নোট: এক্সপোর্ট করুন, তার উত্তর ইমপোর্ট করুন</translation>
        </message>
        <message>
            <source>&amp;Bank statement</source>
            <translation>ব্যাংক স্টেটমেন্ট (&amp;B)</translation>
        </message>
        <message>
            <source>&amp;Trial balance</source>
            <translation>ট্রায়াল ব্যালান্স (&amp;T)</translation>
        </message>
    </context>
    <context>
        <name>AGENCY_CLOSE</name>
        <message numerus="yes">
            <source>The agency store's records do not hold together: %n record(s) were changed or removed after they arrived, or their amounts do not add up. The counters' journals keep what was sold; the agency administrator must look into it.</source>
            <translation>
                <numerusform>এজেন্সি স্টোরের রেকর্ড মিলছে না: %nটি রেকর্ড পৌঁছানোর পর বদলানো বা সরানো হয়েছে, বা তাদের পরিমাণ মেলে না। কাউন্টারের জার্নালে যা বিক্রি হয়েছে তা রাখা আছে; এজেন্সির অ্যাডমিনিস্ট্রেটরকে বিষয়টি দেখতে হবে।</numerusform>
                <numerusform>এজেন্সি স্টোরের রেকর্ড মিলছে না: %nটি রেকর্ড পৌঁছানোর পর বদলানো বা সরানো হয়েছে, বা তাদের পরিমাণ মেলে না। কাউন্টারের জার্নালে যা বিক্রি হয়েছে তা রাখা আছে; এজেন্সির অ্যাডমিনিস্ট্রেটরকে বিষয়টি দেখতে হবে।</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{counter}&lt;/b&gt; %n sales: the wallet paid {paid}, the wallet got back {back}; the customers' money: {tenders}; the drawer holds {drawer}</source>
            <translation>
                <numerusform>&lt;b&gt;{counter}&lt;/b&gt; %nটি বিক্রি: ওয়ালেট দিয়েছে {paid}, ওয়ালেট ফেরত পেয়েছে {back}; গ্রাহকদের টাকা: {tenders}; ড্রয়ারে আছে {drawer}</numerusform>
                <numerusform>&lt;b&gt;{counter}&lt;/b&gt; %nটি বিক্রি: ওয়ালেট দিয়েছে {paid}, ওয়ালেট ফেরত পেয়েছে {back}; গ্রাহকদের টাকা: {tenders}; ড্রয়ারে আছে {drawer}</numerusform>
            </translation>
        </message>
        <message>
            <source>{tender} taken {taken}, given back {given}, net {net}</source>
            <translation>{tender}-এ নেওয়া {taken}, ফেরত দেওয়া {given}, নিট {net}</translation>
        </message>
        <message>
            <source>Z reports of every counter</source>
            <translation>প্রতিটি কাউন্টারের Z রিপোর্ট</translation>
        </message>
        <message>
            <source>No counter has closed a shift (Z report) on this day.</source>
            <translation>এই দিনে কোনো কাউন্টার শিফট বন্ধ করেনি (Z রিপোর্ট)।</translation>
        </message>
        <message>
            <source>&lt;b&gt;Drawers: every counter's Z reports of the day&lt;/b&gt;</source>
            <translation>&lt;b&gt;ড্রয়ার: দিনের প্রতিটি কাউন্টারের Z রিপোর্ট&lt;/b&gt;</translation>
        </message>
        <message>
            <source>By counter: no sales or refunds on this day</source>
            <translation>কাউন্টার অনুযায়ী: এই দিনে কোনো বিক্রি বা রিফান্ড নেই</translation>
        </message>
        <message numerus="yes">
            <source>… and %n more.</source>
            <translation>
                <numerusform>… আর %nটি।</numerusform>
                <numerusform>… আর %nটি।</numerusform>
            </translation>
        </message>
        <message>
            <source>Drawers expected {expected}, counted differ by {difference}</source>
            <translation>ড্রয়ারে প্রত্যাশিত {expected}, গোনায় পার্থক্য {difference}</translation>
        </message>
        <message>
            <source>Drawers expected {expected}</source>
            <translation>ড্রয়ারে প্রত্যাশিত {expected}</translation>
        </message>
        <message>
            <source>By counter: {parts}</source>
            <translation>কাউন্টার অনুযায়ী: {parts}</translation>
        </message>
        <message>
            <source>{counted}. Not every record has reached the agency store ({waiting}): the close is not final until they do.</source>
            <translation>{counted}। সব রেকর্ড এজেন্সি স্টোরে পৌঁছায়নি ({waiting}): না পৌঁছানো পর্যন্ত দিন শেষ চূড়ান্ত নয়।</translation>
        </message>
        <message numerus="yes">
            <source>{counted}. Every record of the %n counters has reached the agency store.</source>
            <translation>
                <numerusform>{counted}। %nটি কাউন্টারের প্রতিটি রেকর্ড এজেন্সি স্টোরে পৌঁছেছে।</numerusform>
                <numerusform>{counted}। %nটি কাউন্টারের প্রতিটি রেকর্ড এজেন্সি স্টোরে পৌঁছেছে।</numerusform>
            </translation>
        </message>
        <message>
            <source>{counter}: {count} missing</source>
            <translation>{counter}: {count}টি নেই</translation>
        </message>
        <message>
            <source>&lt;b&gt;{counter}&lt;/b&gt; proved {proved}, not yet {not_yet}, questioned {questioned}, still owed {still_owed}, written off {written_off}</source>
            <translation>&lt;b&gt;{counter}&lt;/b&gt; প্রমাণিত {proved}, এখনও নয় {not_yet}, সন্দেহজনক {questioned}, গ্রাহকের কাছে পাওনা {still_owed}, অনাদায়ী বলে বাদ {written_off}</translation>
        </message>
        <message>
            <source>UPI and bank against the statements: {parts}</source>
            <translation>স্টেটমেন্টের সঙ্গে মিলিয়ে UPI ও ব্যাংক: {parts}</translation>
        </message>
        <message>
            <source>{takings}; refunds to customers proved {proved}, not yet {not_yet}, questioned {questioned}, still owed {still_owed}, written off {written_off}</source>
            <translation>{takings}; গ্রাহকদের রিফান্ড প্রমাণিত {proved}, এখনও নয় {not_yet}, সন্দেহজনক {questioned}, বাকি {still_owed}, অনাদায়ী বলে বাদ {written_off}</translation>
        </message>
        <message>
            <source>Counter {counter}'s books, checked {at}:</source>
            <translation>কাউন্টার {counter}-এর হিসাবের খাতা, {at}-এ যাচাই করা:</translation>
        </message>
        <message>
            <source>Counter {counter}'s books as they stood at {at}, against the agency store's copy of its events:</source>
            <translation>কাউন্টার {counter}-এর হিসাবের খাতা, {at}-এ যেমন ছিল, এজেন্সি স্টোরে তার লেনদেনের কপির সঙ্গে মিলিয়ে:</translation>
        </message>
    </context>
    <context>
        <name>SHIFT_TOTALS</name>
        <message>
            <source>&lt;b&gt;Sales&lt;/b&gt;</source>
            <translation>&lt;b&gt;বিক্রি&lt;/b&gt;</translation>
        </message>
        <message>
            <source>&lt;b&gt;Sold&lt;/b&gt;</source>
            <translation>&lt;b&gt;বিক্রি হয়েছে&lt;/b&gt;</translation>
        </message>
        <message>
            <source>&lt;b&gt;Cancellations&lt;/b&gt;</source>
            <translation>&lt;b&gt;বাতিল&lt;/b&gt;</translation>
        </message>
        <message>
            <source>&lt;b&gt;Refunded&lt;/b&gt;</source>
            <translation>&lt;b&gt;রিফান্ড হয়েছে&lt;/b&gt;</translation>
        </message>
        <message>
            <source>&lt;b&gt;Net&lt;/b&gt;</source>
            <translation>&lt;b&gt;নেট&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Debited from the wallet&apos;s cash</source>
            <translation>ওয়ালেটের নগদ থেকে কাটা</translation>
        </message>
        <message>
            <source>Debited from the wallet&apos;s credit</source>
            <translation>ওয়ালেটের ক্রেডিট থেকে কাটা</translation>
        </message>
        <message>
            <source>&lt;b&gt;Sales debited from the wallet&lt;/b&gt;</source>
            <translation>&lt;b&gt;বিক্রিতে ওয়ালেট থেকে কাটা&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Refunds credited to the wallet</source>
            <translation>ওয়ালেটে জমা রিফান্ড</translation>
        </message>
        <message>
            <source>&lt;b&gt;The wallet&apos;s net&lt;/b&gt;</source>
            <translation>&lt;b&gt;ওয়ালেটের নিট&lt;/b&gt;</translation>
        </message>
    </context>
    <context>
        <name>SLOTS_MODEL</name>
        <message>
            <source>Sold out</source>
            <translation>সব বিক্রি</translation>
        </message>
        <message>
            <source>Not bookable</source>
            <translation>বুকযোগ্য নয়</translation>
        </message>
        <message>
            <source>Cut-off passed ({minutes} min before the start)</source>
            <translation>বুকিংয়ের সময় পেরিয়ে গেছে (শুরুর {minutes} মিনিট আগে)</translation>
        </message>
        <message>
            <source>Slot</source>
            <translation>স্লট</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>সময়</translation>
        </message>
        <message>
            <source>Seats left</source>
            <translation>বাকি সিট</translation>
        </message>
        <message>
            <source>Net / person</source>
            <translation>নেট / জনপ্রতি</translation>
        </message>
        <message>
            <source>What the agency pays per person, before fare GST</source>
            <translation>ভাড়ার GST-র আগে এজেন্সি জনপ্রতি যা দেয়</translation>
        </message>
    </context>
    <context>
        <name>SLOT_PICKER</name>
        <message>
            <source>Book this slot</source>
            <translation>এই স্লট বুক করুন</translation>
        </message>
        <message>
            <source>Slots on the travel date</source>
            <translation>যাত্রার তারিখে স্লট</translation>
        </message>
    </context>
    <context>
        <name>START_PAINT</name>
        <message>
            <source>Name</source>
            <translation>নাম</translation>
        </message>
        <message>
            <source>Location</source>
            <translation>জায়গা</translation>
        </message>
        <message>
            <source>Per person incl. GST</source>
            <translation>জনপ্রতি, GST সহ</translation>
        </message>
    </context>
    <context>
        <name>SUPERVISOR_PIN_SETTINGS</name>
        <message>
            <source>The two PINs differ: type the same PIN twice.</source>
            <translation>দুটি পিন আলাদা: একই পিন দুবার লিখুন।</translation>
        </message>
        <message>
            <source>No PIN is set yet.</source>
            <translation>এখনও কোনো পিন সেট করা নেই।</translation>
        </message>
        <message>
            <source>A PIN is set; type a new one to replace it.</source>
            <translation>একটি পিন সেট করা আছে; বদলাতে নতুন একটি লিখুন।</translation>
        </message>
        <message>
            <source>The PIN is locked after too many wrong tries: set it again to unlock it.</source>
            <translation>অনেকবার ভুল চেষ্টার পর পিন লক হয়েছে: খুলতে আবার সেট করুন।</translation>
        </message>
        <message>
            <source>New PIN again</source>
            <translation>নতুন পিন আবার</translation>
        </message>
        <message>
            <source>New PIN</source>
            <translation>নতুন পিন</translation>
        </message>
        <message>
            <source>The same PIN once more</source>
            <translation>একই পিন আরেকবার</translation>
        </message>
        <message>
            <source>{least} to {most} digits, or a passphrase of {phrase} characters or more</source>
            <translation>{least} থেকে {most} অঙ্ক, বা {phrase} বা তার বেশি অক্ষরের পাসফ্রেজ</translation>
        </message>
        <message>
            <source>Supervisor PIN</source>
            <translation>সুপারভাইজার পিন</translation>
        </message>
        <message>
            <source>The API key of the service in use, as its holder has it</source>
            <translation>চালু পরিষেবার API কী, যেমন তার ধারকের কাছে আছে</translation>
        </message>
        <message>
            <source>API key in use</source>
            <translation>চালু API কী</translation>
        </message>
        <message>
            <source>Only the person who holds the API key sets it, with the key in use typed below.</source>
            <translation>যাঁর কাছে API কী আছে শুধু তিনিই এটি সেট করেন, নিচে চালু কী লিখে।</translation>
        </message>
        <message>
            <source>Setting the supervisor PIN needs the API key in use, typed on this page.</source>
            <translation>সুপারভাইজার পিন সেট করতে এই পাতায় চালু API কী লিখতে হবে।</translation>
        </message>
        <message>
            <source>In training the key in use is the training sandbox's own, no secret: {key}</source>
            <translation>ট্রেনিংয়ে ব্যবহৃত কী ট্রেনিং স্যান্ডবক্সের নিজের, গোপন কিছু নয়: {key}</translation>
        </message>
    </context>
    <context>
        <name>SUPPORT_DETAILS</name>
        <message>
            <source>The service's own ids of each line, as its support desk asks</source>
            <translation>সার্ভিসের সাপোর্ট ডেস্ক যেমন চায়, প্রতিটি লাইনের সার্ভিসের নিজের আইডি</translation>
        </message>
        <message>
            <source>Show &amp;details for support</source>
            <translation>সাপোর্টের জন্য বিস্তারিত দেখান (&amp;D)</translation>
        </message>
    </context>
    <context>
        <name>TAX_PRINT</name>
        <message>
            <source>Refund due</source>
            <translation>প্রাপ্য রিফান্ড</translation>
        </message>
        <message>
            <source>Given now by {tender}</source>
            <translation>এখন {tender}-এ দেওয়া হয়েছে</translation>
        </message>
        <message>
            <source>Still owed</source>
            <translation>এখনও পাওনা</translation>
        </message>
        <message>
            <source>Refund Slip</source>
            <translation>রিফান্ড স্লিপ</translation>
        </message>
        <message>
            <source>Refund slip no.</source>
            <translation>রিফান্ড স্লিপ নং</translation>
        </message>
        <message>
            <source>Not a GST document: the price paid on your behalf as a pure agent, given back</source>
            <translation>GST নথি নয়: পিওর এজেন্ট হিসেবে আপনার হয়ে দেওয়া দাম, ফেরত দেওয়া হলো</translation>
        </message>
        <message>
            <source>Credit Note</source>
            <translation>ক্রেডিট নোট</translation>
        </message>
        <message>
            <source>Bill of Supply</source>
            <translation>বিল অফ সাপ্লাই</translation>
        </message>
        <message>
            <source>Tax Invoice</source>
            <translation>ট্যাক্স ইনভয়েস</translation>
        </message>
        <message>
            <source>{state} ({code})</source>
            <translation>{state} ({code})</translation>
        </message>
        <message>
            <source>Credit note no.</source>
            <translation>ক্রেডিট নোট নং</translation>
        </message>
        <message>
            <source>Invoice no.</source>
            <translation>ইনভয়েস নং</translation>
        </message>
        <message>
            <source>Supplier's state: {state}</source>
            <translation>সরবরাহকারীর রাজ্য: {state}</translation>
        </message>
        <message>
            <source>Customer: {name}</source>
            <translation>গ্রাহক: {name}</translation>
        </message>
        <message>
            <source>Customer's GSTIN: {gstin}</source>
            <translation>গ্রাহকের GSTIN: {gstin}</translation>
        </message>
        <message>
            <source>Address: {address}</source>
            <translation>ঠিকানা: {address}</translation>
        </message>
        <message>
            <source>Customer's state: {state}</source>
            <translation>গ্রাহকের রাজ্য: {state}</translation>
        </message>
        <message>
            <source>Place of supply: {state}</source>
            <translation>সরবরাহের স্থান: {state}</translation>
        </message>
        <message>
            <source>Against invoice {number} of {date}</source>
            <translation>{date} তারিখের ইনভয়েস {number}-এর বিপরীতে</translation>
        </message>
        <message>
            <source>Reverse charge: No</source>
            <translation>রিভার্স চার্জ: না</translation>
        </message>
        <message>
            <source>In words: {words}</source>
            <translation>কথায়: {words}</translation>
        </message>
        <message>
            <source>Taxable value</source>
            <translation>করযোগ্য মূল্য</translation>
        </message>
        <message>
            <source>Not taxable</source>
            <translation>করযোগ্য নয়</translation>
        </message>
        <message>
            <source>CGST</source>
            <translation>CGST</translation>
        </message>
        <message>
            <source>SGST</source>
            <translation>SGST</translation>
        </message>
        <message>
            <source>IGST</source>
            <translation>IGST</translation>
        </message>
        <message>
            <source>For {name}</source>
            <translation>{name}-এর পক্ষে</translation>
        </message>
        <message>
            <source>Authorised signatory</source>
            <translation>অনুমোদিত স্বাক্ষরকারী</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>তারিখ</translation>
        </message>
        <message>
            <source>SAC {sac}, taxable at {rate}</source>
            <translation>SAC {sac}, {rate} হারে করযোগ্য</translation>
        </message>
        <message>
            <source>SAC</source>
            <translation>SAC</translation>
        </message>
        <message>
            <source>Description</source>
            <translation>বিবরণ</translation>
        </message>
        <message>
            <source>Rate</source>
            <translation>হার</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>পরিমাণ</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>মোট</translation>
        </message>
        <message>
            <source>IRN: {irn}</source>
            <translation>IRN: {irn}</translation>
        </message>
        <message>
            <source>Ack no.: {number}</source>
            <translation>প্রাপ্তি নং (Ack no.): {number}</translation>
        </message>
        <message>
            <source>Ack date: {moment}</source>
            <translation>প্রাপ্তির তারিখ (Ack date): {moment}</translation>
        </message>
        <message>
            <source>UTGST</source>
            <translation>UTGST</translation>
        </message>
    </context>
    <context>
        <name>TENDER_NAMES</name>
        <message>
            <source>Cash</source>
            <translation>নগদ</translation>
        </message>
        <message>
            <source>&amp;Cash: part, tendered</source>
            <translation>নগদ (&amp;C): অংশ, দেওয়া</translation>
        </message>
        <message>
            <source>UPI</source>
            <translation>UPI</translation>
        </message>
        <message>
            <source>&amp;UPI: amount, reference</source>
            <translation>UPI (&amp;U): পরিমাণ, রেফারেন্স</translation>
        </message>
        <message>
            <source>UPI transaction reference</source>
            <translation>UPI লেনদেনের রেফারেন্স</translation>
        </message>
        <message>
            <source>transaction reference</source>
            <translation>লেনদেনের রেফারেন্স</translation>
        </message>
        <message>
            <source>Type the UPI transaction reference (6 to 35 letters or digits) from the customer's or the terminal's screen.</source>
            <translation>গ্রাহকের বা টার্মিনালের স্ক্রিন থেকে UPI লেনদেনের রেফারেন্স লিখুন (6 থেকে 35টি অক্ষর বা অঙ্ক)।</translation>
        </message>
        <message>
            <source>Card</source>
            <translation>কার্ড</translation>
        </message>
        <message>
            <source>Card reversal</source>
            <translation>কার্ড রিভার্সাল</translation>
        </message>
        <message>
            <source>Car&amp;d: amount, last 4, approval</source>
            <translation>কার্ড (&amp;D): পরিমাণ, শেষ 4, অনুমোদন</translation>
        </message>
        <message>
            <source>Card's last 4 digits</source>
            <translation>কার্ডের শেষ 4টি অঙ্ক</translation>
        </message>
        <message>
            <source>last 4</source>
            <translation>শেষ 4</translation>
        </message>
        <message>
            <source>Type the last 4 digits of the card, digits only.</source>
            <translation>কার্ডের শেষ 4টি অঙ্ক লিখুন, শুধু অঙ্ক।</translation>
        </message>
        <message>
            <source>Card approval code</source>
            <translation>কার্ডের অনুমোদন কোড</translation>
        </message>
        <message>
            <source>approval code</source>
            <translation>অনুমোদন কোড</translation>
        </message>
        <message>
            <source>Type the approval code printed on the terminal's slip (4 to 12 letters or digits).</source>
            <translation>টার্মিনালের স্লিপে ছাপা অনুমোদন কোড লিখুন (4 থেকে 12টি অক্ষর বা অঙ্ক)।</translation>
        </message>
        <message>
            <source>Bank transfer</source>
            <translation>ব্যাংক ট্রান্সফার</translation>
        </message>
        <message>
            <source>Ban&amp;k transfer: amount, UTR</source>
            <translation>ব্যাংক ট্রান্সফার (&amp;K): পরিমাণ, UTR</translation>
        </message>
        <message>
            <source>Bank transfer UTR</source>
            <translation>ব্যাংক ট্রান্সফারের UTR</translation>
        </message>
        <message>
            <source>UTR</source>
            <translation>UTR</translation>
        </message>
        <message>
            <source>Type the transfer's UTR (12 to 22 letters or digits) from the customer's bank advice or the agency's account statement.</source>
            <translation>গ্রাহকের ব্যাংক অ্যাডভাইস বা এজেন্সির অ্যাকাউন্ট স্টেটমেন্ট থেকে ট্রান্সফারের UTR (১২ থেকে ২২টি অক্ষর বা সংখ্যা) টাইপ করুন।</translation>
        </message>
    </context>
    <context>
        <name>THEME_CHOICE</name>
        <message>
            <source>As the system (default)</source>
            <translation>সিস্টেমের মতো (ডিফল্ট)</translation>
        </message>
        <message>
            <source>Light</source>
            <translation>হালকা</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>গাঢ়</translation>
        </message>
        <message>
            <source>High contrast</source>
            <translation>উচ্চ কনট্রাস্ট</translation>
        </message>
        <message>
            <source>The colours of every screen; a choice applies at once.</source>
            <translation>প্রতিটি স্ক্রিনের রং; বাছলেই সঙ্গে সঙ্গে কার্যকর।</translation>
        </message>
        <message>
            <source>Theme</source>
            <translation>থিম</translation>
        </message>
        <message>
            <source>Applies at once, kept for this counter.</source>
            <translation>সঙ্গে সঙ্গে কার্যকর, এই কাউন্টারের জন্য রাখা হয়।</translation>
        </message>
    </context>
    <context>
        <name>TILL_FIGURES</name>
        <message>
            <source>The wallet pays</source>
            <translation>ওয়ালেট দেয়</translation>
        </message>
        <message>
            <source>Agency margin</source>
            <translation>এজেন্সির মার্জিন</translation>
        </message>
        <message>
            <source>{amount} (below cost)</source>
            <translation>{amount} (খরচের নিচে)</translation>
        </message>
        <message>
            <source>The agency&apos;s figures (not for the customer)</source>
            <translation>এজেন্সির হিসাব (গ্রাহকের জন্য নয়)</translation>
        </message>
        <message>
            <source>The customer pays {amount} less than the wallet: a supervisor must approve this price when you confirm.</source>
            <translation>গ্রাহক ওয়ালেটের চেয়ে {amount} কম দিচ্ছেন: কনফার্মের সময় একজন সুপারভাইজারকে এই দাম অনুমোদন করতে হবে।</translation>
        </message>
    </context>
    <context>
        <name>TILL_SETTINGS</name>
        <message>
            <source>Drawer difference allowed</source>
            <translation>ড্রয়ারের অনুমোদিত পার্থক্য</translation>
        </message>
        <message>
            <source>A drawer off by more than this at the Z report needs a reason and a supervisor's PIN. A supervisor's PIN changes it.</source>
            <translation>Z রিপোর্টে ড্রয়ারে এর বেশি গরমিল হলে কারণ আর সুপারভাইজারের পিন লাগে। সুপারভাইজারের পিন দিয়ে এটি বদলানো যায়।</translation>
        </message>
        <message>
            <source> rupees over or short</source>
            <translation> টাকা বেশি বা কম</translation>
        </message>
        <message>
            <source>e.g. Front desk 2 (blank: the counter code)</source>
            <translation>যেমন সামনের ডেস্ক 2 (খালি: কাউন্টার কোড)</translation>
        </message>
        <message>
            <source>Keep ID numbers and scans</source>
            <translation>আইডি নম্বর ও স্ক্যান রাখুন</translation>
        </message>
        <message>
            <source>Passengers' ID numbers and scans are erased after this; names, contacts and amounts stay with the invoice. A supervisor's PIN changes it.</source>
            <translation>এর পরে যাত্রীদের আইডি নম্বর ও স্ক্যান মুছে ফেলা হয়; নাম, যোগাযোগ আর পরিমাণ ইনভয়েসের সঙ্গে থাকে। সুপারভাইজারের পিন দিয়ে এটি বদলানো যায়।</translation>
        </message>
        <message>
            <source> days after the trip</source>
            <translation> দিন, ট্রিপের পরে</translation>
        </message>
        <message>
            <source>No rounding</source>
            <translation>রাউন্ড নয়</translation>
        </message>
        <message numerus="yes">
            <source>To %n rupee(s)</source>
            <translation>
                <numerusform>%n টাকায়</numerusform>
                <numerusform>%n টাকায়</numerusform>
            </translation>
        </message>
        <message>
            <source>Boat markup</source>
            <translation>বোটের মার্কআপ</translation>
        </message>
        <message>
            <source>Activity markup</source>
            <translation>অ্যাক্টিভিটির মার্কআপ</translation>
        </message>
        <message>
            <source>The boat markup must be numbers (a % and an amount per seat).</source>
            <translation>বোটের মার্কআপ সংখ্যা হতে হবে (একটি % আর সিটপ্রতি একটি পরিমাণ)।</translation>
        </message>
        <message>
            <source>The activity markup must be numbers (a % and an amount per seat).</source>
            <translation>অ্যাক্টিভিটির মার্কআপ সংখ্যা হতে হবে (একটি % আর সিটপ্রতি একটি পরিমাণ)।</translation>
        </message>
        <message>
            <source>Till: agency, counter, prices</source>
            <translation>ক্যাশ: এজেন্সি, কাউন্টার, দাম</translation>
        </message>
        <message>
            <source>The name the shift report gives this counter.</source>
            <translation>শিফট রিপোর্টে এই কাউন্টারের যে নাম।</translation>
        </message>
        <message>
            <source>A refund gives the service charge back too</source>
            <translation>রিফান্ডে সার্ভিস চার্জও ফেরত যায়</translation>
        </message>
        <message>
            <source>Agency name</source>
            <translation>এজেন্সির নাম</translation>
        </message>
        <message>
            <source>Address</source>
            <translation>ঠিকানা</translation>
        </message>
        <message>
            <source>Phone</source>
            <translation>ফোন</translation>
        </message>
        <message>
            <source>GSTIN</source>
            <translation>GSTIN</translation>
        </message>
        <message>
            <source>Counter code</source>
            <translation>কাউন্টার কোড</translation>
        </message>
        <message>
            <source>Counter name</source>
            <translation>কাউন্টারের নাম</translation>
        </message>
        <message>
            <source>0 %</source>
            <translation>0 %</translation>
        </message>
        <message>
            <source>{markup}, percent</source>
            <translation>{markup}, শতাংশ</translation>
        </message>
        <message>
            <source>0.00 per seat</source>
            <translation>সিটপ্রতি 0.00</translation>
        </message>
        <message>
            <source>{markup}, amount per seat</source>
            <translation>{markup}, সিটপ্রতি পরিমাণ</translation>
        </message>
        <message>
            <source>% and</source>
            <translation>% আর</translation>
        </message>
        <message>
            <source>per seat</source>
            <translation>সিটপ্রতি</translation>
        </message>
        <message>
            <source>A negative markup is a discount.</source>
            <translation>ঋণাত্মক মার্কআপ মানে ছাড়।</translation>
        </message>
        <message>
            <source>Round the total</source>
            <translation>মোট রাউন্ড করুন</translation>
        </message>
        <message>
            <source>An operator's cancellation gives the service charge back too</source>
            <translation>অপারেটর বাতিল করলে সার্ভিস চার্জও ফেরত যায়</translation>
        </message>
        <message>
            <source>owner@example.in</source>
            <translation>owner@example.in</translation>
        </message>
        <message>
            <source>Each Z report&apos;s heads are mailed here, a witness of this counter&apos;s records outside this computer. A supervisor&apos;s PIN changes it.</source>
            <translation>প্রতিটি Z রিপোর্টের হেড এখানে ই-মেল হয়: এই কম্পিউটারের বাইরে এই কাউন্টারের রেকর্ডের সাক্ষী। সুপারভাইজারের PIN এটি বদলায়।</translation>
        </message>
        <message>
            <source>Owner&apos;s address for the Z heads</source>
            <translation>Z হেডের জন্য মালিকের ঠিকানা</translation>
        </message>
    </context>
    <context>
        <name>TILL_WORDS</name>
        <message>
            <source>Excess owed back to {customer}: {currency} {amount} ({booking}, paid over, accepted {when}).</source>
            <translation>{customer}-কে ফেরত দেওয়ার বাড়তি টাকা: {currency} {amount} ({booking}, বেশি দেওয়া, {when}-এ গৃহীত)।</translation>
        </message>
        <message>
            <source>No shift is open: open one on the Shift report screen (Ctrl+7), then pay back.</source>
            <translation>কোনো শিফট খোলা নেই: শিফট রিপোর্ট স্ক্রিনে (Ctrl+7) একটি খুলুন, তারপর ফেরত দিন।</translation>
        </message>
        <message>
            <source>This excess is not owed any more: it was paid back already.</source>
            <translation>এই বাড়তি টাকা আর পাওনা নেই: এটি আগেই ফেরত দেওয়া হয়েছে।</translation>
        </message>
        <message>
            <source>An excess goes back by UPI, bank transfer or cash (in whole rupees: 0.50 or more), never by card.</source>
            <translation>বাড়তি টাকা UPI, ব্যাংক ট্রান্সফার বা নগদে (পুরো টাকায়: 0.50 বা বেশি) ফেরত যায়, কার্ডে কখনো নয়।</translation>
        </message>
        <message numerus="yes">
            <source>%n refund(s) owed: {currency} {amount}</source>
            <translation>
                <numerusform>%nটি রিফান্ড বাকি: {currency} {amount}</numerusform>
                <numerusform>%nটি রিফান্ড বাকি: {currency} {amount}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n excess(es) owed to customers: {currency} {amount}</source>
            <translation>
                <numerusform>গ্রাহককে ফেরত দেওয়ার %nটি বাড়তি টাকা: {currency} {amount}</numerusform>
                <numerusform>গ্রাহকদের ফেরত দেওয়ার %nটি বাড়তি টাকা: {currency} {amount}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n refunds and excesses owed: {currency} {amount}</source>
            <translation>
                <numerusform>%nটি রিফান্ড ও বাড়তি টাকা বাকি: {currency} {amount}</numerusform>
                <numerusform>%nটি রিফান্ড ও বাড়তি টাকা বাকি: {currency} {amount}</numerusform>
            </translation>
        </message>
        <message>
            <source>At most {left} can go back by {mode} on {booking}: the customer paid {paid} that way and {given} was given back already ({earlier}). No approval lifts this.</source>
            <translation>{booking}-এ {mode}-এ সর্বোচ্চ {left} ফেরত যেতে পারে: গ্রাহক এভাবে {paid} দিয়েছিলেন আর {given} আগেই ফেরত দেওয়া হয়েছে ({earlier})। কোনো অনুমোদনেই এটি বাড়ে না।</translation>
        </message>
        <message>
            <source>{amount} on {when}, given by {clerk}</source>
            <translation>{when}-এ {amount}, দিয়েছেন {clerk}</translation>
        </message>
        <message>
            <source>Type the name of the clerk who opens the shift.</source>
            <translation>যে ক্লার্ক শিফট খুলছেন তাঁর নাম লিখুন।</translation>
        </message>
        <message>
            <source>The opening float cannot be negative.</source>
            <translation>শুরুর নগদ ঋণাত্মক হতে পারে না।</translation>
        </message>
        <message>
            <source>{clerk}'s shift opened {opened} is still open: close it with its Z report first (a supervisor may close it).</source>
            <translation>{opened}-এ খোলা {clerk}-এর শিফট এখনও খোলা: আগে তার Z রিপোর্ট দিয়ে সেটি বন্ধ করুন (সুপারভাইজার বন্ধ করতে পারেন)।</translation>
        </message>
        <message>
            <source>This shift is closed already; its Z report is final.</source>
            <translation>এই শিফট আগেই বন্ধ হয়েছে; তার Z রিপোর্ট চূড়ান্ত।</translation>
        </message>
        <message>
            <source>This is {clerk}'s shift: a supervisor must approve closing it.</source>
            <translation>এটি {clerk}-এর শিফট: বন্ধ করতে সুপারভাইজারকে অনুমোদন দিতে হবে।</translation>
        </message>
        <message>
            <source>The refund must be an amount of zero or more, in rupees and paise.</source>
            <translation>রিফান্ড শূন্য বা তার বেশি একটি পরিমাণ হতে হবে, টাকা ও পয়সায়।</translation>
        </message>
        <message>
            <source>The rule gives back {amount}: more than that needs a supervisor.</source>
            <translation>নিয়ম অনুযায়ী {amount} ফেরত হয়: তার বেশি হলে সুপারভাইজার লাগবে।</translation>
        </message>
        <message>
            <source>The service has not confirmed this cancellation: refund nothing yet.</source>
            <translation>সার্ভিস এই বাতিল কনফার্ম করেনি: এখনও কিছু রিফান্ড দেবেন না।</translation>
        </message>
        <message>
            <source>No supervisor decision {number}.</source>
            <translation>সুপারভাইজারের কোনো সিদ্ধান্ত {number} নেই।</translation>
        </message>
        <message>
            <source>This cancellation of {booking} was refunded already: {amount} by {mode} on {when}, given by {clerk}. Nothing more goes back for it.</source>
            <translation>{booking}-এর এই বাতিলের রিফান্ড আগেই দেওয়া হয়েছে: {when}-এ {mode}-এ {amount}, দিয়েছেন {clerk}। এর জন্য আর কিছু ফেরত যায় না।</translation>
        </message>
        <message>
            <source>{booking} was not paid for at this till: it has no customer refund here.</source>
            <translation>{booking}-এর পেমেন্ট এই ক্যাশে হয়নি: এখানে এর কোনো গ্রাহক রিফান্ড নেই।</translation>
        </message>
        <message>
            <source>At most {left} can go back by {mode} on {booking}: the customer paid {paid} that way and {given} was given back already. No approval lifts this.</source>
            <translation>{booking}-এ {mode}-এ সর্বোচ্চ {left} ফেরত যেতে পারে: গ্রাহক এভাবে {paid} দিয়েছিলেন আর {given} আগেই ফেরত দেওয়া হয়েছে। কোনো অনুমোদনেই এটি বাড়ে না।</translation>
        </message>
        <message>
            <source>Refund owed to {customer}: {currency} {amount} ({booking}, cancelled {when}).</source>
            <translation>{customer}-এর বাকি রিফান্ড: {currency} {amount} ({booking}, বাতিল {when})।</translation>
        </message>
        <message>
            <source>sale {receipt} (booking {booking})</source>
            <translation>বিক্রি {receipt} (বুকিং {booking})</translation>
        </message>
        <message>
            <source>a sale still waiting for the service's answer</source>
            <translation>পরিষেবার উত্তরের অপেক্ষায় থাকা একটি বিক্রি</translation>
        </message>
        <message>
            <source>The {tender} reference {reference} was given already for {sale}: one transfer pays one sale.</source>
            <translation>{tender} রেফারেন্স {reference} আগেই {sale}-এর জন্য দেওয়া হয়েছে: একটি ট্রান্সফার একটিই বিক্রির পেমেন্ট করে।</translation>
        </message>
        <message>
            <source>{customer} {currency} {amount}</source>
            <translation>{customer} {currency} {amount}</translation>
        </message>
        <message numerus="yes">
            <source>{named} and %n more</source>
            <translation>
                <numerusform>{named} এবং আরও %n জন</numerusform>
                <numerusform>{named} এবং আরও %n জন</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>TRAINING</name>
        <message>
            <source>Training mode</source>
            <translation>প্রশিক্ষণ মোড</translation>
        </message>
        <message>
            <source>&lt;h3&gt;This counter is in training mode&lt;/h3&gt;&lt;p&gt;It sells from the &lt;b&gt;sandbox&lt;/b&gt;, a practice copy of the service built into Counterdesk: the catalogue, the wallet and the bookings are made up, and &lt;b&gt;no real money moves&lt;/b&gt;. Vouchers and receipts carry the training mark and are not valid for travel.&lt;/p&gt;&lt;p&gt;Practise freely: sell, print, cancel, close a shift. &lt;b&gt;Tools › Reset training data&lt;/b&gt; starts again with a fresh wallet and catalogue.&lt;/p&gt;&lt;p&gt;To sell for real, open &lt;b&gt;Settings&lt;/b&gt; (Ctrl+6), choose &lt;b&gt;Live&lt;/b&gt; and enter the service's address and the API key from its office. The header says SANDBOX or LIVE at all times.&lt;/p&gt;&lt;p&gt;This explanation stays under &lt;b&gt;Help › Training mode explained&lt;/b&gt;.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;এই কাউন্টার প্রশিক্ষণ মোডে আছে&lt;/h3&gt;&lt;p&gt;এটি &lt;b&gt;স্যান্ডবক্স&lt;/b&gt; থেকে বিক্রি করে, Counterdesk-এর ভেতরে থাকা সার্ভিসের একটি অনুশীলনের কপি: ক্যাটালগ, ওয়ালেট আর বুকিং সবই বানানো, আর &lt;b&gt;কোনো আসল টাকা লেনদেন হয় না&lt;/b&gt;। ভাউচার আর রসিদে প্রশিক্ষণের চিহ্ন থাকে এবং যাত্রার জন্য বৈধ নয়।&lt;/p&gt;&lt;p&gt;নিশ্চিন্তে অনুশীলন করুন: বিক্রি, প্রিন্ট, বাতিল, শিফট বন্ধ। &lt;b&gt;টুলস › প্রশিক্ষণের ডেটা মুছে নতুন করুন&lt;/b&gt; নতুন ওয়ালেট আর ক্যাটালগ দিয়ে আবার শুরু করে।&lt;/p&gt;&lt;p&gt;আসল বিক্রির জন্য &lt;b&gt;সেটিংস&lt;/b&gt; (Ctrl+6) খুলুন, &lt;b&gt;লাইভ&lt;/b&gt; বাছুন আর সার্ভিসের ঠিকানা ও তার অফিস থেকে পাওয়া API কী দিন। হেডারে সবসময় স্যান্ডবক্স বা লাইভ লেখা থাকে।&lt;/p&gt;&lt;p&gt;এই ব্যাখ্যা &lt;b&gt;সাহায্য › প্রশিক্ষণ মোড কী&lt;/b&gt;-তে থাকে।&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&amp;Skip</source>
            <translation>বাদ দিন (&amp;S)</translation>
        </message>
        <message>
            <source>&amp;Got it</source>
            <translation>বুঝেছি (&amp;G)</translation>
        </message>
        <message>
            <source>This counter sells for real (LIVE): there is no training data to reset.</source>
            <translation>এই কাউন্টার আসল বিক্রি করে (লাইভ): মুছে নতুন করার মতো কোনো প্রশিক্ষণের ডেটা নেই।</translation>
        </message>
        <message>
            <source>This counter trains on the sandbox at {address}: its data can be reset only there.</source>
            <translation>এই কাউন্টার {address}-এর স্যান্ডবক্সে প্রশিক্ষণ নেয়: এর ডেটা শুধু সেখানেই মুছে নতুন করা যায়।</translation>
        </message>
        <message>
            <source>Reset training data</source>
            <translation>প্রশিক্ষণের ডেটা মুছে নতুন করুন</translation>
        </message>
        <message>
            <source>Start training again with a fresh wallet and catalogue? Every booking made in training is deleted from the sandbox. This counter's own records (history, shifts, Z reports) stay.</source>
            <translation>নতুন ওয়ালেট আর ক্যাটালগ দিয়ে আবার প্রশিক্ষণ শুরু করবেন? প্রশিক্ষণে করা প্রতিটি বুকিং স্যান্ডবক্স থেকে মুছে যাবে। এই কাউন্টারের নিজের রেকর্ড (ইতিহাস, শিফট, Z রিপোর্ট) থাকবে।</translation>
        </message>
        <message>
            <source>&amp;Reset training data</source>
            <translation>প্রশিক্ষণের ডেটা মুছে নতুন করুন (&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Cancel</source>
            <translation>বাতিল (&amp;C)</translation>
        </message>
        <message>
            <source>Resetting the training data…</source>
            <translation>প্রশিক্ষণের ডেটা মুছে নতুন করা হচ্ছে…</translation>
        </message>
        <message>
            <source>The training data could not be reset ({reason}). Restart the app; if it happens again, send the log file to your support contact.</source>
            <translation>প্রশিক্ষণের ডেটা মুছে নতুন করা যায়নি ({reason})। অ্যাপ আবার চালু করুন; আবার হলে লগ ফাইল আপনার সাপোর্টকে পাঠান।</translation>
        </message>
        <message>
            <source>Training data reset: a fresh wallet and catalogue, as on the first day.</source>
            <translation>প্রশিক্ষণের ডেটা নতুন হয়েছে: প্রথম দিনের মতো নতুন ওয়ালেট আর ক্যাটালগ।</translation>
        </message>
    </context>
    <context>
        <name>TRIAL_BALANCE</name>
        <message>
            <source>Counter</source>
            <translation>কাউন্টার</translation>
        </message>
        <message>
            <source>Account</source>
            <translation>অ্যাকাউন্ট</translation>
        </message>
        <message>
            <source>Agency&apos;s fees and margins</source>
            <translation>এজেন্সির ফি ও মার্জিন</translation>
        </message>
        <message>
            <source>Amounts in {currency}; each entry in the month of its day in the books.</source>
            <translation>অঙ্ক {currency}-তে; প্রতিটি এন্ট্রি খাতায় তার দিনের মাসে।</translation>
        </message>
        <message>
            <source>Bank (account not named)</source>
            <translation>ব্যাংক (অ্যাকাউন্ট উল্লেখ নেই)</translation>
        </message>
        <message>
            <source>Bank account {number}</source>
            <translation>ব্যাংক অ্যাকাউন্ট {number}</translation>
        </message>
        <message>
            <source>Bank charges</source>
            <translation>ব্যাংক চার্জ</translation>
        </message>
        <message>
            <source>Bank interest</source>
            <translation>ব্যাংকের সুদ</translation>
        </message>
        <message>
            <source>Card fees (MDR)</source>
            <translation>কার্ড ফি (MDR)</translation>
        </message>
        <message>
            <source>Cash in the drawer</source>
            <translation>ড্রয়ারে নগদ</translation>
        </message>
        <message>
            <source>Cash over or short</source>
            <translation>নগদ বেশি বা কম</translation>
        </message>
        <message>
            <source>Closing credit</source>
            <translation>সমাপনী ক্রেডিট</translation>
        </message>
        <message>
            <source>Closing debit</source>
            <translation>সমাপনী ডেবিট</translation>
        </message>
        <message>
            <source>Credits</source>
            <translation>ক্রেডিট</translation>
        </message>
        <message numerus="yes">
            <source>Customers (sundry), %n bookings</source>
            <translation>
                <numerusform>গ্রাহক (বিবিধ), 1টি বুকিং</numerusform>
                <numerusform>গ্রাহক (বিবিধ), %nটি বুকিং</numerusform>
            </translation>
        </message>
        <message>
            <source>Debits</source>
            <translation>ডেবিট</translation>
        </message>
        <message>
            <source>Fees and charges</source>
            <translation>ফি ও চার্জ</translation>
        </message>
        <message>
            <source>Input GST</source>
            <translation>ইনপুট GST</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>নাম</translation>
        </message>
        <message>
            <source>Opening credit</source>
            <translation>প্রারম্ভিক ক্রেডিট</translation>
        </message>
        <message>
            <source>Opening debit</source>
            <translation>প্রারম্ভিক ডেবিট</translation>
        </message>
        <message>
            <source>Output GST ({head})</source>
            <translation>আউটপুট GST ({head})</translation>
        </message>
        <message>
            <source>Owner&apos;s capital</source>
            <translation>মালিকের মূলধন</translation>
        </message>
        <message>
            <source>Partner wallet&apos;s cash</source>
            <translation>পার্টনার ওয়ালেটের নগদ</translation>
        </message>
        <message>
            <source>Partner wallet&apos;s credit used</source>
            <translation>পার্টনার ওয়ালেটের ব্যবহৃত ক্রেডিট</translation>
        </message>
        <message>
            <source>Payment apps&apos; fees</source>
            <translation>পেমেন্ট অ্যাপের ফি</translation>
        </message>
        <message>
            <source>Rent and office expenses</source>
            <translation>ভাড়া ও অফিসের খরচ</translation>
        </message>
        <message>
            <source>Result of the month</source>
            <translation>মাসের ফলাফল</translation>
        </message>
        <message>
            <source>Revenue</source>
            <translation>আয়</translation>
        </message>
        <message>
            <source>Round off</source>
            <translation>রাউন্ড অফ</translation>
        </message>
        <message>
            <source>Round off, cash over or short</source>
            <translation>রাউন্ড অফ, নগদ বেশি বা কম</translation>
        </message>
        <message>
            <source>Service charges</source>
            <translation>সার্ভিস চার্জ</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>মোট</translation>
        </message>
        <message>
            <source>Trial balance, {month} — {whose}</source>
            <translation>ট্রায়াল ব্যালান্স, {month} — {whose}</translation>
        </message>
        <message>
            <source>{tender} to be settled</source>
            <translation>নিষ্পত্তি বাকি {tender}</translation>
        </message>
        <message>
            <source>Posted this month for closed months</source>
            <translation>বন্ধ মাসগুলির জন্য এই মাসে লেখা</translation>
        </message>
        <message>
            <source>Day</source>
            <translation>দিন</translation>
        </message>
        <message>
            <source>Entry</source>
            <translation>এন্ট্রি</translation>
        </message>
        <message>
            <source>Closed month</source>
            <translation>বন্ধ মাস</translation>
        </message>
        <message>
            <source>Belonged on</source>
            <translation>যে দিনের ছিল</translation>
        </message>
        <message>
            <source>Corrects</source>
            <translation>যা সংশোধন করে</translation>
        </message>
        <message>
            <source>Booking</source>
            <translation>বুকিং</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>পরিমাণ</translation>
        </message>
    </context>
    <context>
        <name>TRIAL_BALANCE_PANEL</name>
        <message>
            <source>&amp;Make trial balance</source>
            <translation>ট্রায়াল ব্যালান্স তৈরি করুন (&amp;M)</translation>
        </message>
        <message>
            <source>Agenc&amp;y&apos;s trial balance</source>
            <translation>এজেন্সির ট্রায়াল ব্যালান্স (&amp;Y)</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>অঙ্ক</translation>
        </message>
        <message>
            <source>Each account&apos;s opening, debits, credits and closing for the month, from the books.</source>
            <translation>মাসের জন্য প্রতিটি অ্যাকাউন্টের প্রারম্ভিক ব্যালান্স, ডেবিট, ক্রেডিট ও সমাপনী ব্যালান্স, খাতা থেকে।</translation>
        </message>
        <message>
            <source>Every counter&apos;s books for the month, from the agency store</source>
            <translation>মাসের জন্য প্রতিটি কাউন্টারের খাতা, এজেন্সি স্টোর থেকে</translation>
        </message>
        <message>
            <source>Files in</source>
            <translation>ফাইলের ভাষা</translation>
        </message>
        <message>
            <source>Language of the files</source>
            <translation>ফাইলগুলোর ভাষা</translation>
        </message>
        <message>
            <source>Make the trial balance of the month.</source>
            <translation>মাসের ট্রায়াল ব্যালান্স তৈরি করুন।</translation>
        </message>
        <message>
            <source>Reading the books of the month…</source>
            <translation>মাসের খাতা পড়া হচ্ছে…</translation>
        </message>
        <message>
            <source>Result of the month</source>
            <translation>মাসের ফলাফল</translation>
        </message>
        <message>
            <source>Save C&amp;SV…</source>
            <translation>CSV সেভ করুন (&amp;S)…</translation>
        </message>
        <message>
            <source>Save P&amp;DF…</source>
            <translation>PDF সেভ করুন (&amp;D)…</translation>
        </message>
        <message>
            <source>Save the trial balance</source>
            <translation>ট্রায়াল ব্যালান্স সেভ করুন</translation>
        </message>
        <message>
            <source>This counter&apos;s books for the month of the chosen day</source>
            <translation>বেছে নেওয়া দিনের মাসের জন্য এই কাউন্টারের খাতা</translation>
        </message>
        <message>
            <source>Trial balance</source>
            <translation>ট্রায়াল ব্যালান্স</translation>
        </message>
        <message>
            <source>{title}. Amounts in {currency}; debits and credits differ: the books need a check.</source>
            <translation>{title}। অঙ্ক {currency}-তে; ডেবিট ও ক্রেডিট মেলে না: খাতা যাচাই করা দরকার।</translation>
        </message>
        <message>
            <source>{title}. Amounts in {currency}; debits equal credits.</source>
            <translation>{title}। অঙ্ক {currency}-তে; ডেবিট ও ক্রেডিট সমান।</translation>
        </message>
    </context>
    <context>
        <name>UNRESOLVED_NOTICE</name>
        <message>
            <source>Stop trying</source>
            <translation>চেষ্টা বন্ধ করুন</translation>
        </message>
        <message>
            <source>Only a sale the journal shows was never sent can be dropped here.</source>
            <translation>জার্নাল যে বিক্রি কখনও পাঠানো হয়নি দেখায়, শুধু সেটাই এখানে বাদ দেওয়া যায়।</translation>
        </message>
        <message>
            <source>Supervisor decision…</source>
            <translation>সুপারভাইজারের সিদ্ধান্ত…</translation>
        </message>
        <message>
            <source>Show voucher</source>
            <translation>ভাউচার দেখান</translation>
        </message>
        <message>
            <source>Not wanted: cancel in Lookup</source>
            <translation>চাই না: খোঁজ-এ বাতিল করুন</translation>
        </message>
        <message>
            <source>Supervisor decision</source>
            <translation>সুপারভাইজারের সিদ্ধান্ত</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>বাতিল</translation>
        </message>
        <message>
            <source>&amp;Keep trying</source>
            <translation>চেষ্টা চালিয়ে যান (&amp;K)</translation>
        </message>
        <message>
            <source>If the service booked it, the app cancels it and the customer's money is given back here; the cancellation fee is the agency's.</source>
            <translation>সার্ভিস বুক করে থাকলে অ্যাপ সেটি বাতিল করে আর গ্রাহকের টাকা এখানে ফেরত দেওয়া হয়; বাতিলের ফি এজেন্সির।</translation>
        </message>
        <message>
            <source>Keep trying, or the customer has left: a supervisor's PIN, recorded with why.</source>
            <translation>চেষ্টা চালিয়ে যান, বা গ্রাহক চলে গেছেন: সুপারভাইজারের পিন, কারণ সহ লেখা থাকে।</translation>
        </message>
        <message>
            <source>The customer has &amp;left: if it was booked, cancel it</source>
            <translation>গ্রাহক চলে গেছেন (&amp;L): বুক হয়ে থাকলে বাতিল করুন</translation>
        </message>
        <message>
            <source>{notice} It may be booked and paid, so only the service's answer closes it: the app keeps asking. Choose what happens meanwhile; your PIN is asked next and the journal records who, when and why.</source>
            <translation>{notice} এটি হয়তো বুক ও পেমেন্ট হয়ে গেছে, তাই শুধু সার্ভিসের উত্তরই এটি মেটাতে পারে: অ্যাপ জিজ্ঞেস করে যাচ্ছে। ততক্ষণ কী হবে বাছুন; এরপর আপনার পিন চাওয়া হবে আর জার্নালে কে, কখন আর কেন লেখা থাকবে।</translation>
        </message>
        <message>
            <source>ID scans…</source>
            <translation>পরিচয়পত্রের স্ক্যান…</translation>
        </message>
        <message>
            <source>A supervisor may look at the passengers&apos; ID scans the sale holds (their PIN; the look is logged).</source>
            <translation>সুপারভাইজার এই বিক্রির যাত্রীদের পরিচয়পত্রের স্ক্যান দেখতে পারেন (তাঁর PIN; দেখা লগে লেখা থাকে)।</translation>
        </message>
    </context>
    <context>
        <name>UPI_QR</name>
        <message>
            <source>UPI QR code for the customer to scan</source>
            <translation>গ্রাহকের স্ক্যান করার জন্য UPI QR কোড</translation>
        </message>
    </context>
    <context>
        <name>VOUCHER</name>
        <message>
            <source>Cancelled</source>
            <translation>বাতিল</translation>
        </message>
        <message>
            <source>Still owed to the customer</source>
            <translation>গ্রাহকের এখনও পাওনা</translation>
        </message>
        <message>
            <source>Not refundable: booked less than 24 hours before the start, when cancelling is closed.</source>
            <translation>ফেরতযোগ্য নয়: শুরুর 24 ঘণ্টার কম আগে বুক করা, যখন বাতিল বন্ধ।</translation>
        </message>
        <message>
            <source>Full refund 48 hours or more before the start (for a boat, its departure); 50% refund from 24 to 48 hours before; no cancellation within 24 hours. A platform charge per seat is deducted from a refund.</source>
            <translation>শুরুর (বোটের ক্ষেত্রে, ছাড়ার) 48 ঘণ্টা বা তার বেশি আগে পুরো রিফান্ড; 24 থেকে 48 ঘণ্টা আগে 50% রিফান্ড; 24 ঘণ্টার মধ্যে বাতিল নয়। রিফান্ড থেকে সিটপ্রতি একটি প্ল্যাটফর্ম চার্জ কাটা হয়।</translation>
        </message>
        <message>
            <source>The price paid is not recorded at this counter: it is on the receipt given at the sale.</source>
            <translation>দেওয়া দাম এই কাউন্টারে লেখা নেই: বিক্রির সময় দেওয়া রসিদে আছে।</translation>
        </message>
        <message>
            <source>Male</source>
            <translation>পুরুষ</translation>
        </message>
        <message>
            <source>Female</source>
            <translation>মহিলা</translation>
        </message>
        <message>
            <source>Other</source>
            <translation>অন্যান্য</translation>
        </message>
        <message>
            <source>Adult</source>
            <translation>প্রাপ্তবয়স্ক</translation>
        </message>
        <message>
            <source>Child</source>
            <translation>শিশু</translation>
        </message>
        <message>
            <source>Infant</source>
            <translation>কোলের শিশু</translation>
        </message>
        <message>
            <source>departs {time}</source>
            <translation>ছাড়বে {time}</translation>
        </message>
        <message>
            <source>Agency copy</source>
            <translation>এজেন্সি কপি</translation>
        </message>
        <message>
            <source>Voucher</source>
            <translation>ভাউচার</translation>
        </message>
        <message>
            <source>Debited from the wallet</source>
            <translation>ওয়ালেট থেকে কাটা হয়েছে</translation>
        </message>
        <message>
            <source>from cash</source>
            <translation>নগদ থেকে</translation>
        </message>
        <message>
            <source>from credit</source>
            <translation>ক্রেডিট থেকে</translation>
        </message>
        <message>
            <source>Refunded to the wallet</source>
            <translation>ওয়ালেটে রিফান্ড হয়েছে</translation>
        </message>
        <message>
            <source>The customer's side</source>
            <translation>গ্রাহকের দিক</translation>
        </message>
        <message>
            <source>Agency margin</source>
            <translation>এজেন্সির মার্জিন</translation>
        </message>
        <message>
            <source>Amounts</source>
            <translation>পরিমাণ</translation>
        </message>
        <message>
            <source>Customer: &lt;b&gt;{name}&lt;/b&gt; · {phone} · {email}</source>
            <translation>গ্রাহক: &lt;b&gt;{name}&lt;/b&gt; · {phone} · {email}</translation>
        </message>
        <message>
            <source>Part-cancelled: {cancelled} of {booked} seats cancelled. Valid for the {left} listed here.</source>
            <translation>আংশিক বাতিল: {booked}টি সিটের মধ্যে {cancelled}টি বাতিল। এখানে লেখা {left}টির জন্য বৈধ।</translation>
        </message>
        <message>
            <source>Seats: &lt;b&gt;{seats}&lt;/b&gt;</source>
            <translation>সিট: &lt;b&gt;{seats}&lt;/b&gt;</translation>
        </message>
        <message numerus="yes">
            <source>Passengers (%n)</source>
            <translation>
                <numerusform>যাত্রী (%n)</numerusform>
                <numerusform>যাত্রী (%n)</numerusform>
            </translation>
        </message>
        <message>
            <source>Name</source>
            <translation>নাম</translation>
        </message>
        <message>
            <source>Age</source>
            <translation>বয়স</translation>
        </message>
        <message>
            <source>Gender</source>
            <translation>লিঙ্গ</translation>
        </message>
        <message>
            <source>Nationality</source>
            <translation>জাতীয়তা</translation>
        </message>
        <message>
            <source>Ticket</source>
            <translation>টিকিট</translation>
        </message>
        <message>
            <source>Issued {moment} IST. Quote the booking reference for any change or cancellation.</source>
            <translation>{moment} IST-এ দেওয়া। যেকোনো পরিবর্তন বা বাতিলের জন্য বুকিং রেফারেন্স বলুন।</translation>
        </message>
        <message>
            <source>Cancellation</source>
            <translation>বাতিল</translation>
        </message>
        <message>
            <source>Price</source>
            <translation>দাম</translation>
        </message>
        <message>
            <source>Receipt {number}</source>
            <translation>রসিদ {number}</translation>
        </message>
        <message>
            <source>Booking voucher</source>
            <translation>বুকিং ভাউচার</translation>
        </message>
        <message>
            <source>Agency copy · receipt {number}</source>
            <translation>এজেন্সি কপি · রসিদ {number}</translation>
        </message>
        <message>
            <source>Given back {moment} ({mode})</source>
            <translation>রিফান্ড দেওয়া হয়েছে {moment} ({mode})</translation>
        </message>
        <message>
            <source>Paid now</source>
            <translation>এখন দেওয়া</translation>
        </message>
        <message>
            <source>Amended {moment} IST: this voucher replaces the one given at the sale.</source>
            <translation>সংশোধিত {moment} IST: এই ভাউচার বিক্রির সময় দেওয়াটির বদলে।</translation>
        </message>
        <message>
            <source>Amended booking voucher</source>
            <translation>সংশোধিত বুকিং ভাউচার</translation>
        </message>
    </context>
    <context>
        <name>VOUCHERS</name>
        <message>
            <source>The agency copy could not be written to {path} ({reason}). Choose another folder.</source>
            <translation>এজেন্সি কপি {path}-এ লেখা যায়নি ({reason})। অন্য ফোল্ডার বাছুন।</translation>
        </message>
        <message>
            <source>The voucher could not be written to {path} ({reason}). Choose another folder.</source>
            <translation>ভাউচার {path}-এ লেখা যায়নি ({reason})। অন্য ফোল্ডার বাছুন।</translation>
        </message>
        <message>
            <source>Agency copy saved to {path}.</source>
            <translation>এজেন্সি কপি {path}-এ সেভ হয়েছে।</translation>
        </message>
        <message>
            <source>Voucher saved to {path}.</source>
            <translation>ভাউচার {path}-এ সেভ হয়েছে।</translation>
        </message>
        <message>
            <source>the printer</source>
            <translation>প্রিন্টার</translation>
        </message>
        <message>
            <source>Agency copy sent to {printer}.</source>
            <translation>এজেন্সি কপি {printer}-এ পাঠানো হয়েছে।</translation>
        </message>
        <message>
            <source>Voucher sent to {printer}.</source>
            <translation>ভাউচার {printer}-এ পাঠানো হয়েছে।</translation>
        </message>
    </context>
    <context>
        <name>VOUCHER_BUTTONS</name>
        <message>
            <source>Save agency copy as PDF</source>
            <translation>এজেন্সি কপি PDF হিসেবে সেভ করুন</translation>
        </message>
        <message>
            <source>Save voucher as PDF</source>
            <translation>ভাউচার PDF হিসেবে সেভ করুন</translation>
        </message>
        <message>
            <source>Print &amp;voucher…</source>
            <translation>ভাউচার প্রিন্ট করুন (&amp;V)…</translation>
        </message>
        <message>
            <source>Alt+V: the booking's voucher as it is now</source>
            <translation>Alt+V: বুকিং এখন যেমন আছে তার ভাউচার</translation>
        </message>
        <message>
            <source>Save voucher as P&amp;DF…</source>
            <translation>ভাউচার PDF হিসেবে সেভ করুন (&amp;D)…</translation>
        </message>
        <message>
            <source>Alt+D: the booking's voucher as a PDF</source>
            <translation>Alt+D: বুকিংয়ের ভাউচার PDF হিসেবে</translation>
        </message>
        <message>
            <source>&amp;Agency copy…</source>
            <translation>এজেন্সি কপি (&amp;A)…</translation>
        </message>
        <message>
            <source>Print the agency&apos;s copy (Alt+A): with the commission, the net price, the wallet&apos;s debit and the margin (not for the customer)</source>
            <translation>এজেন্সির কপি প্রিন্ট করুন (Alt+A): কমিশন, নেট দাম, ওয়ালেট থেকে কাটা আর মার্জিন সহ (গ্রাহকের জন্য নয়)</translation>
        </message>
    </context>
    <context>
        <name>WALLET_SCREEN</name>
        <message>
            <source>Ledger entries or the balance today</source>
            <translation>লেজার এন্ট্রি বা আজকের ব্যালান্স</translation>
        </message>
        <message>
            <source>&amp;Balance today</source>
            <translation>আজকের ব্যালান্স (&amp;B)</translation>
        </message>
        <message>
            <source>&amp;Ledger entries</source>
            <translation>লেজার এন্ট্রি (&amp;L)</translation>
        </message>
        <message>
            <source>No top-ups or sales yet today.</source>
            <translation>আজ এখনও কোনো টপ-আপ বা বিক্রি নেই।</translation>
        </message>
        <message>
            <source>The wallet's balance today, with each top-up and sale</source>
            <translation>আজকের ওয়ালেট ব্যালান্স, প্রতিটি টপ-আপ ও বিক্রি সহ</translation>
        </message>
        <message>
            <source>Press F5 to read the wallet.</source>
            <translation>ওয়ালেট পড়তে F5 চাপুন।</translation>
        </message>
        <message>
            <source>Refresh</source>
            <translation>রিফ্রেশ</translation>
        </message>
        <message>
            <source>Read the wallet again (F5)</source>
            <translation>ওয়ালেট আবার পড়ুন (F5)</translation>
        </message>
        <message>
            <source>Recent ledger entries</source>
            <translation>সাম্প্রতিক লেজার এন্ট্রি</translation>
        </message>
        <message>
            <source>Enter or the right arrow opens an entry's lines</source>
            <translation>Enter বা ডান তীর একটি এন্ট্রির লাইন খোলে</translation>
        </message>
        <message>
            <source>No wallet movements read yet: press F5.</source>
            <translation>এখনও ওয়ালেটের কোনো লেনদেন পড়া হয়নি: F5 চাপুন।</translation>
        </message>
        <message>
            <source>Cash balance (the agency's own money in the wallet)</source>
            <translation>নগদ ব্যালান্স (ওয়ালেটে এজেন্সির নিজের টাকা)</translation>
        </message>
        <message>
            <source>Account</source>
            <translation>অ্যাকাউন্ট</translation>
        </message>
        <message>
            <source>Agent</source>
            <translation>এজেন্ট</translation>
        </message>
        <message>
            <source>&lt;b&gt;Credit from the service&lt;/b&gt; (not part of the cash balance)</source>
            <translation>&lt;b&gt;সার্ভিস থেকে ক্রেডিট&lt;/b&gt; (নগদ ব্যালান্সের অংশ নয়)</translation>
        </message>
        <message>
            <source>Credit limit (the most it lends)</source>
            <translation>ক্রেডিট সীমা (সর্বোচ্চ যত ধার দেয়)</translation>
        </message>
        <message>
            <source>Credit used</source>
            <translation>ব্যবহৃত ক্রেডিট</translation>
        </message>
        <message>
            <source>Credit left to use</source>
            <translation>ব্যবহারের জন্য বাকি ক্রেডিট</translation>
        </message>
        <message>
            <source>&lt;h2&gt;Wallet&lt;/h2&gt;</source>
            <translation>&lt;h2&gt;ওয়ালেট&lt;/h2&gt;</translation>
        </message>
        <message>
            <source>&lt;b&gt;Recent ledger entries&lt;/b&gt; (Enter or → opens the lines)</source>
            <translation>&lt;b&gt;সাম্প্রতিক লেজার এন্ট্রি&lt;/b&gt; (Enter বা → লাইন খোলে)</translation>
        </message>
        <message>
            <source>Reading the wallet…</source>
            <translation>ওয়ালেট পড়া হচ্ছে…</translation>
        </message>
        <message>
            <source>The credit left to use is below {threshold} (Settings). Top up the wallet before large sales.</source>
            <translation>ব্যবহারের জন্য বাকি ক্রেডিট {threshold}-এর নিচে (সেটিংস)। বড় বিক্রির আগে ওয়ালেট টপ-আপ করুন।</translation>
        </message>
        <message>
            <source>Read at {time} (service time). F5 refreshes.</source>
            <translation>{time}-এ পড়া (সার্ভিসের সময়)। F5 রিফ্রেশ করে।</translation>
        </message>
    </context>
    <context>
        <name>WINDOW</name>
        <message>
            <source>{title} — selling stopped</source>
            <translation>{title} — বিক্রি বন্ধ</translation>
        </message>
    </context>
    <context>
        <name>WITNESS</name>
        <message>
            <source>Booking {booking}: the service's journal {journal} moved the wallet {amount} more than the counters' records say (between {since} and {until}).</source>
            <translation>বুকিং {booking}: পরিষেবার জার্নাল {journal} কাউন্টারগুলির রেকর্ডের চেয়ে ওয়ালেটকে {amount} বেশি বদলেছে ({since} ও {until}-এর মধ্যে)।</translation>
        </message>
        <message>
            <source>Booking {booking}: the service's journal {journal} put {amount} into the wallet and no counter on this key has a record of it (between {since} and {until}).</source>
            <translation>বুকিং {booking}: পরিষেবার জার্নাল {journal} ওয়ালেটে {amount} দিয়েছে এবং এই কী-র কোনো কাউন্টারের কাছে এর রেকর্ড নেই ({since} ও {until}-এর মধ্যে)।</translation>
        </message>
        <message>
            <source>Booking {booking}: the service's journal {journal} took {amount} from the wallet and no counter on this key has a record of it (between {since} and {until}).</source>
            <translation>বুকিং {booking}: পরিষেবার জার্নাল {journal} ওয়ালেট থেকে {amount} নিয়েছে এবং এই কী-র কোনো কাউন্টারের কাছে এর রেকর্ড নেই ({since} ও {until}-এর মধ্যে)।</translation>
        </message>
        <message>
            <source>The wallet's readings show {amount} (net) that no record explains:</source>
            <translation>ওয়ালেটের রিডিংয়ে {amount} (নিট) আছে যার ব্যাখ্যা কোনো রেকর্ডে নেই:</translation>
        </message>
        <message>
            <source>Fewer than two readings of the wallet this day: its movements are reconciled from the second reading on.</source>
            <translation>এই দিনে ওয়ালেটের দুটির কম রিডিং: দ্বিতীয় রিডিং থেকে তার নড়াচড়া মেলানো হয়।</translation>
        </message>
        <message numerus="yes">
            <source>The wallet's %n readings agree with the records: every movement between them ({amount}) is explained.</source>
            <translation>
                <numerusform>ওয়ালেটের %n রিডিং রেকর্ডের সঙ্গে মেলে: তাদের মধ্যের প্রতিটি নড়াচড়ার ({amount}) ব্যাখ্যা আছে।</numerusform>
                <numerusform>ওয়ালেটের %n রিডিং রেকর্ডের সঙ্গে মেলে: তাদের মধ্যের প্রতিটি নড়াচড়ার ({amount}) ব্যাখ্যা আছে।</numerusform>
            </translation>
        </message>
        <message>
            <source>the agency's own reading of {when}</source>
            <translation>এজেন্সির নিজের {when}-এর রিডিং</translation>
        </message>
        <message>
            <source>this counter's reading of {when}</source>
            <translation>এই কাউন্টারের {when}-এর রিডিং</translation>
        </message>
        <message>
            <source>counter {counter}'s reading of {when}</source>
            <translation>কাউন্টার {counter}-এর {when}-এর রিডিং</translation>
        </message>
        <message>
            <source>Refused as impossible: {reading} lists journal {journal} (booking {booking}) as {event} of {listed}, an amount of the wrong sign for its kind; the service never answers so.</source>
            <translation>অসম্ভব বলে প্রত্যাখ্যাত: {reading} জার্নাল {journal} (বুকিং {booking})-কে {listed}-এর {event} বলে দেখায়, যা এই ধরনের জন্য উল্টো চিহ্নের অঙ্ক; পরিষেবা কখনো এমন উত্তর দেয় না।</translation>
        </message>
        <message>
            <source>Conflict on journal {journal} (booking {booking}): {reading} lists it as {event} of {listed}, {kept} as {kept_event} of {kept_amount}.</source>
            <translation>জার্নাল {journal} (বুকিং {booking})-এ বিরোধ: {reading} এটিকে {listed}-এর {event} বলে দেখায়, {kept} দেখায় {kept_amount}-এর {kept_event}।</translation>
        </message>
        <message>
            <source>Not witnessed between {since} and {until}: more journals passed than the readings saw. The wallet's total moved {moved}; the journals seen explain {seen}, the counters' records {recorded}; difference {difference}.</source>
            <translation>{since} ও {until}-এর মধ্যে সাক্ষ্য নেই: রিডিং যত জার্নাল দেখেছে তার চেয়ে বেশি পার হয়েছে। ওয়ালেটের মোট {moved} বদলেছে; দেখা জার্নাল {seen} ব্যাখ্যা করে, কাউন্টারগুলির রেকর্ড {recorded}; পার্থক্য {difference}।</translation>
        </message>
        <message>
            <source>{reading} does not match its journals: its total differs by {amount} from the reading of {since} and the journals it lists since, while the readings either side of it agree. It was left out.</source>
            <translation>{reading} তার জার্নালের সঙ্গে মেলে না: তার মোট {since}-এর রিডিং ও তারপর দেখানো জার্নাল থেকে {amount} আলাদা, অথচ তার দুই পাশের রিডিং পরস্পর মেলে। সেটি বাদ দেওয়া হয়েছে।</translation>
        </message>
        <message>
            <source>{reading} does not match its journals: its total differs by {amount} from the reading of {since} and the journals it lists since.</source>
            <translation>{reading} তার জার্নালের সঙ্গে মেলে না: তার মোট {since}-এর রিডিং ও তারপর দেখানো জার্নাল থেকে {amount} আলাদা।</translation>
        </message>
        <message>
            <source>Journal {journal}: a top-up of {amount} into the wallet that the agency's owner did not record (between {since} and {until}).</source>
            <translation>জার্নাল {journal}: ওয়ালেটে {amount}-এর টপ-আপ যা এজেন্সির মালিক লিখে রাখেননি ({since} ও {until}-এর মধ্যে)।</translation>
        </message>
        <message>
            <source>These are this counter's own readings only: a reading forged on this PC, a top-up nobody recorded, and journals of other counters on its key cannot be proved or named here.</source>
            <translation>এগুলি কেবল এই কাউন্টারের নিজের রিডিং: এই পিসিতে জাল করা রিডিং, কেউ না লেখা টপ-আপ, এবং এর কী-তে অন্য কাউন্টারের জার্নাল এখানে প্রমাণ বা নাম করা যায় না।</translation>
        </message>
        <message>
            <source>The agency's own witness has not read this key's wallet: the counters' readings are their claims, checked only against one another.</source>
            <translation>এজেন্সির নিজের সাক্ষী এই কী-র ওয়ালেট পড়েনি: কাউন্টারগুলির রিডিং তাদের দাবি, শুধু পরস্পরের সঙ্গে মেলানো।</translation>
        </message>
    </context>
    <context>
        <name>STATEMENT_CHILD</name>
        <message>
            <source>it was stopped, and nothing of it was kept.</source>
            <translation>এটি থামানো হয়েছে, এবং এর কিছুই রাখা হয়নি।</translation>
        </message>
        <message>
            <source>its reading stopped before the end (exit code {code}), and nothing of it was kept.</source>
            <translation>এটি পড়া শেষ হওয়ার আগেই থেমে গেছে (exit code {code}), এবং এর কিছুই রাখা হয়নি।</translation>
        </message>
    </context>
    <context>
        <name>OWED_LIST</name>
        <message>
            <source>Refunds owed</source>
            <translation>বাকি রিফান্ড</translation>
        </message>
        <message>
            <source>List the refunds owed to customers</source>
            <translation>গ্রাহকদের বাকি রিফান্ডের তালিকা</translation>
        </message>
        <message>
            <source>Enter or {keys}: the list, each refund opening its booking in Lookup</source>
            <translation>Enter বা {keys}: তালিকা; প্রতিটি রিফান্ড তার বুকিং 'খোঁজ'-এ খোলে</translation>
        </message>
    </context>
    <context>
        <name>REFUND_LINE</name>
        <message>
            <source>Refund {refund}: {credited} credited to the wallet (platform charge {charge}). Part of the booking is cancelled; the rest stays confirmed.</source>
            <translation>রিফান্ড {refund}: ওয়ালেটে {credited} জমা হয়েছে (প্ল্যাটফর্ম চার্জ {charge})। বুকিংয়ের একটি অংশ বাতিল হয়েছে; বাকিটা কনফার্মড থাকছে।</translation>
        </message>
        <message>
            <source>Refund {refund}: {credited} credited to the wallet (platform charge {charge}). The booking is cancelled.</source>
            <translation>রিফান্ড {refund}: ওয়ালেটে {credited} জমা হয়েছে (প্ল্যাটফর্ম চার্জ {charge})। বুকিং বাতিল হয়েছে।</translation>
        </message>
    </context>
    <context>
        <name>RECORDS_KEY</name>
        <message>
            <source>The keyring did not keep the new key: the records are still sealed under the old key.</source>
            <translation>কীরিং নতুন কী রাখেনি: রেকর্ড আগের কী দিয়েই সিল হতে থাকবে।</translation>
        </message>
        <message>
            <source>This computer has no keyring: its records are not sealed, so there is no key to make anew. Ask your IT to set one up.</source>
            <translation>এই কম্পিউটারে কীরিং নেই: এর রেকর্ড সিল হয় না, তাই নতুন করে বানানোর মতো কোনো কী নেই। আপনার IT-কে একটি সেট আপ করতে বলুন।</translation>
        </message>
    </context>
    <context>
        <name>RECORDS_KEY_WORDS</name>
        <message>
            <source>This counter&apos;s records are sealed under a new key ({key}) from now on. The agency store learns of the change with the next records sent.</source>
            <translation>এই কাউন্টারের রেকর্ড এখন থেকে নতুন কী ({key}) দিয়ে সিল হবে। এজেন্সি স্টোর পরের পাঠানো রেকর্ডের সঙ্গে এই পরিবর্তন জানতে পারে।</translation>
        </message>
    </context>
</TS>
