// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title Tether USD (USDT), local stand-in
/// @notice Mimics mainnet USDT's non-standard interface: transfer, transferFrom and approve
///         return nothing, so clients that expect a bool return value fail here as they would
///         on mainnet (the SPEC's "USDT uses a different transfer signature").
contract TetherUSD {
    string public constant name = "Tether USD";
    string public constant symbol = "USDT";
    uint8 public constant decimals = 6;

    address public immutable owner;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    /// @dev Minting to the holders in the constructor keeps start-up to one transaction.
    constructor(address[] memory holders, uint256 amount) {
        owner = msg.sender;
        for (uint256 i = 0; i < holders.length; i++) {
            _mint(holders[i], amount);
        }
    }

    /// @notice Faucet for tests; only the deployer may mint.
    function mint(address to, uint256 amount) external {
        require(msg.sender == owner, "USDT: not owner");
        _mint(to, amount);
    }

    function transfer(address to, uint256 value) external {
        _transfer(msg.sender, to, value);
    }

    function approve(address spender, uint256 value) external {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
    }

    function transferFrom(address from, address to, uint256 value) external {
        uint256 allowed = allowance[from][msg.sender];
        if (allowed != type(uint256).max) {
            require(allowed >= value, "USDT: allowance exceeded");
            allowance[from][msg.sender] = allowed - value;
        }
        _transfer(from, to, value);
    }

    function _transfer(address from, address to, uint256 value) internal {
        require(to != address(0), "USDT: transfer to zero address");
        require(balanceOf[from] >= value, "USDT: balance exceeded");
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }

    function _mint(address to, uint256 amount) internal {
        totalSupply += amount;
        balanceOf[to] += amount;
        emit Transfer(address(0), to, amount);
    }
}
