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
    }

    /// The members, in the order they were added (a parsed body's: document order).
    public private(set) var members: [Member] = []
    /// For more than ``indexedAbove`` members: each name's position in ``members``.
    private var index: [String: Int]?

    /// The most members an object compares names with one by one; above it a name is hashed.
    package static let indexedAbove = 8

    /// An empty object with room for `capacity` members.
    public init(capacity: Int = 0) { members.reserveCapacity(capacity) }

    /// The members of a dictionary (in its order).
    public init(_ dictionary: [String: JSONValue]) {
        members.reserveCapacity(dictionary.count)
        for (key, value) in dictionary { _ = insert(key, value) }
    }

    /// `["a": .number(1)]`; a name given twice is a programming error.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        members.reserveCapacity(elements.count)
        for (key, value) in elements { precondition(insert(key, value), "\(key) given twice") }
    }

    /// Adds a member at the end unless the object has one of that name.
    /// - Returns: Whether it was added (false: the name was there already, nothing changed).
    public mutating func insert(_ key: String, _ value: JSONValue) -> Bool {
        var comparisons = 0
        return insert(key, value, comparisons: &comparisons)
    }

    /// ``insert(_:_:)``, adding to `comparisons` the names it compared (tests bound the work by it).
    package mutating func insert(_ key: String, _ value: JSONValue, comparisons: inout Int) -> Bool {
        if index != nil {
            comparisons += 1
            guard index![key] == nil else { return false }
            index![key] = members.count
        } else {
            let count = key.utf8.count
            for i in members.indices {  // by position: no copy of each member
                comparisons += 1
                if members[i].key.utf8.count == count && members[i].key == key { return false }
            }
            if members.count == Self.indexedAbove {
                var built = [String: Int](minimumCapacity: members.count * 2)
                for (position, member) in members.enumerated() { built[member.key] = position }
                built[key] = members.count
                comparisons += members.count + 1
                index = built
            }
        }
        members.append(Member(key: key, value: value))
        return true
    }

    /// The value of the member named `key`, if there is one.
    @inline(__always) public subscript(key: String) -> JSONValue? {
        if let index { return index[key].map { members[$0].value } }
        let count = key.utf8.count
        for i in members.indices where members[i].key.utf8.count == count && members[i].key == key {
            return members[i].value
        }
        return nil
    }

    /// How many members.
    public var count: Int { members.count }

    /// Whether there are none.
    public var isEmpty: Bool { members.isEmpty }

    public var startIndex: Int { 0 }
    public var endIndex: Int { members.count }

    /// The member at a position (0 is the first in the document).
    public subscript(position: Int) -> Member { members[position] }

    /// The member names, in order.
    public var keys: LazyMapSequence<[Member], String> { members.lazy.map(\.key) }

    public func makeIterator() -> IndexingIterator<[Member]> { members.makeIterator() }

    public static func == (a: JSONObject, b: JSONObject) -> Bool {
        a.count == b.count && a.members.allSatisfy { b[$0.key] == $0.value }
    }

    /// Independent of the members' order, as ``==`` is.
    public func hash(into hasher: inout Hasher) {
        var sum: UInt = 0
        for member in members {
            var one = Hasher()
            one.combine(member.key)
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
