/// A JSON object: its members in document order, each name once. A request's objects are small (a view's type, a
/// value or two, its children), so a name is found by comparing byte counts first and then the few names of that
/// length, without hashing; an object of more than ``indexedAbove`` members (a 64 KiB body can name 5,000) keeps a
/// hash index beside them, so neither adding a member nor finding one ever costs more than a few comparisons.
///
/// `JSONObject(["b": .number(1), "a": .null])["a"]` → `.null`; two objects with the same members in another order
/// are equal, as JSON's objects are (RFC 8259 §4: an object is an unordered collection of members).
public struct JSONObject: Sendable, Hashable, RandomAccessCollection, ExpressibleByDictionaryLiteral {
    /// One member: a struct, not a tuple, so releasing an object's members takes its own witness rather than the
    /// runtime's generic tuple destroy.
    public struct Member: Sendable, Hashable {
        public let key: String
        public let value: JSONValue

        @usableFromInline init(key: String, value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// The members, in the order they were added (a parsed body's: document order).
    public var members: [Member] { storage }
    // Inlinable where the request reader (LayoutHTTP) adds and finds members: a call per member cost as much as the
    // comparisons.
    @usableFromInline var storage: [Member] = []
    /// For more than ``indexedAbove`` members: each name's position in ``members``.
    @usableFromInline var index: [ByteKey: Int]?

    /// The most members an object compares names with one by one; above it a name is hashed.
    @usableFromInline package static let indexedAbove = 8

    /// An empty object with room for `capacity` members.
    @inlinable public init(capacity: Int = 0) { storage.reserveCapacity(capacity) }

    /// The members of a dictionary (in its order).
    public init(_ dictionary: [String: JSONValue]) {
        storage.reserveCapacity(dictionary.count)
        for (key, value) in dictionary { _ = insert(key, value) }
    }

    /// `["a": .number(1)]`; a name given twice is a programming error.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        storage.reserveCapacity(elements.count)
        for (key, value) in elements { precondition(insert(key, value), "\(key) given twice") }
    }

    /// Adds a member at the end unless the object has one of that name.
    /// - Returns: Whether it was added (false: the name was there already, nothing changed).
    @inlinable public mutating func insert(_ key: String, _ value: JSONValue) -> Bool {
        var comparisons = 0
        return insert(key, value, comparisons: &comparisons)
    }

    /// ``insert(_:_:)``, adding to `comparisons` the names it compared (tests bound the work by it).
    @inlinable package mutating func insert(
        _ key: String, _ value: JSONValue, comparisons: inout Int
    ) -> Bool {
        if index != nil { return insertIndexed(key, value, comparisons: &comparisons) }
        for i in storage.indices {  // by position: no copy of each member
            comparisons += 1
            if ByteText.same(storage[i].key, key) { return false }
        }
        if storage.count == Self.indexedAbove { buildIndex(adding: key, comparisons: &comparisons) }
        storage.append(Member(key: key, value: value))
        return true
    }

    /// ``insert(_:_:comparisons:)`` once the object has an index: one hashed look-up.
    @usableFromInline mutating func insertIndexed(_ key: String, _ value: JSONValue, comparisons: inout Int) -> Bool {
        comparisons += 1
        guard index![ByteKey(key)] == nil else { return false }
        index![ByteKey(key)] = storage.count
        storage.append(Member(key: key, value: value))
        return true
    }

    /// Indexes the members (and `key`, about to be added at the end) when the object outgrows comparing names.
    @usableFromInline mutating func buildIndex(adding key: String, comparisons: inout Int) {
        var built = [ByteKey: Int](minimumCapacity: storage.count * 2)
        for (position, member) in storage.enumerated() { built[ByteKey(member.key)] = position }
        built[ByteKey(key)] = storage.count
        comparisons += storage.count + 1
        index = built
    }

    /// The value of the member named `key`, if there is one.
    @inlinable @inline(__always) public subscript(key: String) -> JSONValue? {
        if let index { return index[ByteKey(key)].map { storage[$0].value } }
        for i in storage.indices where ByteText.same(storage[i].key, key) {
            return storage[i].value
        }
        return nil
    }

    /// How many members.
    @inlinable public var count: Int { storage.count }

    /// Whether there are none.
    @inlinable public var isEmpty: Bool { storage.isEmpty }

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { storage.count }

    /// The member at a position (0 is the first in the document).
    @inlinable public subscript(position: Int) -> Member { storage[position] }

    /// The member names, in order.
    @inlinable public var keys: LazyMapSequence<[Member], String> { storage.lazy.map(\.key) }

    @inlinable public func makeIterator() -> IndexingIterator<[Member]> { storage.makeIterator() }

    public static func == (a: JSONObject, b: JSONObject) -> Bool {
        a.count == b.count && a.members.allSatisfy { b[$0.key] == $0.value }
    }

    /// Independent of the members' order, as ``==`` is.
    public func hash(into hasher: inout Hasher) {
        var sum: UInt = 0
        for member in members {
            var one = Hasher()
            one.combine(ByteKey(member.key))
            one.combine(member.value)
            sum &+= UInt(bitPattern: one.finalize())
        }
        hasher.combine(members.count)
        hasher.combine(sum)
    }
}

/// Whether two strings are equal, their byte counts compared first: `==` on two short strings that differ calls into
/// the runtime, a byte count does not (most names compared differ in length).
///
/// `same("spacing", "children")` → false without comparing characters; `same("type", "type")` → true.
@inline(__always) func same(_ a: String, _ b: String) -> Bool { a.utf8.count == b.utf8.count && a == b }
